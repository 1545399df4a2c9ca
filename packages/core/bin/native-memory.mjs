// Settings for the native code a build loads, applied before any of it is loaded (the CLI imports
// this module first). A value the caller set is kept.
//
// Rolldown allocates through mimalloc:
// - MIMALLOC_ALLOW_THP=0. mimalloc asks the kernel for transparent huge pages on its arena. Where
//   THP is in "madvise" mode (Debian's default), every 2 MB page that a bundler thread touches then
//   counts in full towards the process's memory, however little of it is used: at 250 pages, 214 MB
//   of the arena was resident for about 20 MB of live allocations. Without huge pages the build's
//   peak RSS fell from about 450 MB to 285 MB, in the same time.
// - MIMALLOC_PURGE_DELAY=0. Memory the bundler frees goes back to the system at once, instead of
//   after a delay that never ends once the bundler's threads fall idle (mimalloc purges only when
//   called): 20 MB less peak RSS at 250 and at 1000 pages, in the same time (4 same-run rounds).
process.env.MIMALLOC_ALLOW_THP ??= '0';
process.env.MIMALLOC_PURGE_DELAY ??= '0';
