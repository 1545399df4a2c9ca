/**
 * The blog's two keyed files, `authors.yml` and `tags.yml` (JSON accepted too): read by core's
 * keyed-file reader, which the docs' `tags.yml` shares; errors name the file, the key and the field.
 */
export { permalinkUnder, readYamlMap, reportInline, stringField, type FieldError, type MapFile } from '@folio/core';
