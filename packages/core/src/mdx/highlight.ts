/**
 * The highlighter of code blocks, browser-safe: refractor (Prism grammars) with Folio's language
 * set, and the line HTML the theme's CodeBlock shows. The build uses it for fenced code and static
 * CodeBlock elements (rehype-code.ts, rehype-code-block-elements.ts); the theme's CodeBlock loads
 * it lazily (`@folio/core/highlight`) only for code computed in the browser, so both give the
 * same token classes and the site's prism theme CSS colours them alike.
 */
import { toHtml } from 'hast-util-to-html';
import { refractor } from 'refractor/core';
import bash from 'refractor/bash';
import clike from 'refractor/clike';
import css from 'refractor/css';
import diff from 'refractor/diff';
import docker from 'refractor/docker';
import go from 'refractor/go';
import graphql from 'refractor/graphql';
import http from 'refractor/http';
import ini from 'refractor/ini';
import javascript from 'refractor/javascript';
import json from 'refractor/json';
import jsx from 'refractor/jsx';
import markdown from 'refractor/markdown';
import markup from 'refractor/markup';
import nginx from 'refractor/nginx';
import powershell from 'refractor/powershell';
import python from 'refractor/python';
import regex from 'refractor/regex';
import rust from 'refractor/rust';
import sql from 'refractor/sql';
import toml from 'refractor/toml';
import tsx from 'refractor/tsx';
import typescript from 'refractor/typescript';
import yaml from 'refractor/yaml';
import type { Element, ElementContent, Text } from 'hast';
import { applyMagicComments, parseCodeMeta } from '../client/code-meta.ts';

for (const syntax of [clike, markup, css, regex, javascript, bash, diff, docker, go, graphql, http, ini, json, jsx, markdown, nginx, powershell, python, rust, sql, toml, typescript, tsx, yaml]) {
  refractor.register(syntax);
}
refractor.alias({ bash: ['sh', 'shell', 'zsh', 'console'], docker: ['dockerfile'], ini: ['env', 'conf'], json: ['jsonc'] });

export function isHighlightable(language: string): boolean {
  return refractor.registered(language);
}

/** Split highlighted nodes into lines, cloning the wrapping token spans across line breaks. */
export function splitLines(nodes: ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  const walk = (node: ElementContent, wrappers: Element[]) => {
    if (node.type === 'text') {
      const parts = node.value.split('\n');
      parts.forEach((part, index) => {
        if (index > 0) lines.push([]);
        if (part !== '') append({ type: 'text', value: part }, wrappers);
      });
    } else if (node.type === 'element') {
      for (const child of node.children) walk(child, [...wrappers, node]);
    }
  };
  const append = (text: Text, wrappers: Element[]) => {
    let content: ElementContent = text;
    for (let i = wrappers.length - 1; i >= 0; i--) {
      const { tagName, properties } = wrappers[i]!;
      content = { type: 'element', tagName, properties: { ...properties }, children: [content] };
    }
    lines[lines.length - 1]!.push(content);
  };
  for (const node of nodes) walk(node, []);
  return lines;
}

/** The lines of a block as elements: `span.code-line` (plus `--highlighted`), each ending in a line break. */
export function codeLines(nodes: ElementContent[], highlight: Set<number>): Element[] {
  return splitLines(nodes).map((children, index): Element => ({
    type: 'element',
    tagName: 'span',
    properties: { className: lineClasses(highlight.has(index + 1)) },
    children: [...children, { type: 'text', value: '\n' }],
  }));
}

const lineClasses = (highlighted: boolean) => (highlighted ? ['code-line', 'code-line--highlighted'] : ['code-line']);

/** Text as hast-util-to-html writes it: `&` and `<` as hexadecimal character references. */
function escapeText(value: string): string {
  return value.replace(/[&<]/g, (char) => (char === '&' ? '&#x26;' : '&#x3C;'));
}

const CLASS_NAME = /^[\w-]+$/;

/**
 * PURE: toHtml(codeLines(nodes, highlight)) without building the lines: the same string, written
 * in one walk (serializing the line trees cost as much as highlighting them). Handles what
 * refractor produces, spans with class names and text; undefined for anything else.
 */
export function codeLinesHtml(nodes: ElementContent[], highlight: Set<number>): string | undefined {
  let line = 1;
  const lineStart = () => `<span class="${lineClasses(highlight.has(line)).join(' ')}">`;
  let html = lineStart();
  // Each piece of text is wrapped in every element around it, as splitLines does.
  const walk = (node: ElementContent, open: string, close: string): boolean => {
    if (node.type === 'text') {
      const parts = node.value.split('\n');
      for (let index = 0; index < parts.length; index++) {
        if (index > 0) {
          line++;
          html += `\n</span>${lineStart()}`;
        }
        if (parts[index] !== '') html += open + escapeText(parts[index]!) + close;
      }
      return true;
    }
    if (node.type !== 'element') return true;
    const keys = Object.keys(node.properties ?? {});
    const classes = node.properties?.className;
    if (keys.some((key) => key !== 'className') || !Array.isArray(classes) || classes.length === 0 || !classes.every((name) => CLASS_NAME.test(String(name)))) {
      return false;
    }
    const tag = node.tagName;
    if (!CLASS_NAME.test(tag)) return false;
    const inner = `${open}<${tag} class="${classes.join(' ')}">`;
    const outer = `</${tag}>${close}`;
    return node.children.every((child) => walk(child, inner, outer));
  };
  for (const node of nodes) if (!walk(node, '', '')) return undefined;
  return `${html}\n</span>`;
}

/**
 * PURE: the highlighted lines of `text` in `language` as one HTML string (`span.code-line`, token
 * spans inside), lines marked by the metastring's range and magic comments (which it removes).
 * A language refractor lacks gives the lines uncoloured.
 */
export function highlightCode(language: string, metaString: string | undefined | null, text: string): string {
  const magic = applyMagicComments(text);
  const highlight = new Set([...parseCodeMeta(metaString).highlight, ...magic.highlight]);
  const tokens: ElementContent[] = isHighlightable(language)
    ? (refractor.highlight(magic.code, language).children as ElementContent[])
    : [{ type: 'text', value: magic.code }];
  // The highlighted lines travel as one HTML string: far smaller in the page's chunk than one JSX
  // call per token, and quicker to render.
  return codeLinesHtml(tokens, highlight) ?? toHtml(codeLines(tokens, highlight));
}
