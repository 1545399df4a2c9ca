/**
 * Front matter dates (`date`, `last_update.date`) are read by core's reader, which the docs plugin
 * shares (core/src/front-matter-date.ts): RFC 3339 instants, the same on every machine.
 */
export { readDateValue, type DateReading } from '@folio/core';
