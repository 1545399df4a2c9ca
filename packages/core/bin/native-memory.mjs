// Settings for the native code a build loads, applied before any of it is loaded (the CLI imports
// this module first).
//
// Rolldown allocates through mimalloc, which by default asks the kernel for transparent huge pages
// on its arena. Where THP is in "madvise" mode (Debian's default), every 2 MB page that a bundler
// thread touches then counts in full towards the process's memory, however little of it is used:
// at 250 pages, 214 MB of the arena was resident for about 20 MB of live allocations. Without
// huge pages the build's peak RSS fell from about 450 MB to 285 MB, in the same time. A value set
// by the caller is kept.
process.env.MIMALLOC_ALLOW_THP ??= '0';
