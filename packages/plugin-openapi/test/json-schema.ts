/**
 * Test helper: validate values against the schemas of an OpenAPI document with a real JSON Schema
 * validator (ajv, draft-07 for OpenAPI 3.0, 2020-12 for 3.1; string formats from ajv-formats).
 * OpenAPI 3.0's dialect is translated first: `nullable: true` admits null, a boolean
 * `exclusiveMinimum`/`exclusiveMaximum` becomes the bound itself, and a readOnly property is not
 * required in a request (a writeOnly one not in a response), as the OpenAPI spec says.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { JsonObject, Spec } from '../src/pointer.ts';

type Mode = 'request' | 'response';

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The spec as plain JSON Schema for one direction of traffic. */
export function toJsonSchemaDocument(document: JsonObject, mode: Mode): JsonObject {
  const legacy = !String(document.openapi).startsWith('3.1');
  const hidden = mode === 'request' ? 'readOnly' : 'writeOnly';
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isObject(node)) return node;
    let out: JsonObject = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value)]));
    if (isObject(out.properties) && Array.isArray(out.required)) {
      const properties = out.properties;
      out.required = out.required.filter((name) => !(isObject(properties[name as string]) && (properties[name as string] as JsonObject)[hidden] === true));
    }
    if (!legacy) return out;
    for (const [flag, bound] of [['exclusiveMinimum', 'minimum'], ['exclusiveMaximum', 'maximum']] as const) {
      if (out[flag] === true) {
        const { [bound]: value, ...rest } = out;
        out = { ...rest, [flag]: value };
      } else if (out[flag] === false) {
        const { [flag]: _flag, ...rest } = out;
        out = rest;
      }
    }
    if (out.nullable === true) {
      const { nullable: _nullable, ...rest } = out;
      if (typeof rest.type === 'string' && rest.$ref === undefined) {
        out = { ...rest, type: [rest.type, 'null'], ...(Array.isArray(rest.enum) ? { enum: [...rest.enum, null] } : {}) };
      } else out = { anyOf: [rest, { type: 'null' }] };
    }
    return out;
  };
  return walk(document) as JsonObject;
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/** A validator for the schemas of `spec`, addressed by JSON pointer (`#/components/schemas/X`). */
export function createSpecValidator(spec: Spec, mode: Mode): (at: string, value: unknown) => string[] {
  const legacy = !String(spec.document.openapi).startsWith('3.1');
  const options = { strict: false, allErrors: true, validateSchema: false, logger: false } as const;
  const ajv = legacy ? new Ajv(options) : (new Ajv2020(options) as unknown as Ajv);
  addFormats(ajv);
  ajv.addSchema(toJsonSchemaDocument(spec.document, mode), 'spec');
  const compiled = new Map<string, ValidateFunction>();
  return (at, value) => {
    let validate = compiled.get(at);
    if (!validate) {
      validate = ajv.compile({ $ref: `spec${at}` });
      compiled.set(at, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
  };
}
