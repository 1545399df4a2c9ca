/**
 * Rehype plugin: highlight fenced code at build time with refractor (Prism grammars), so no
 * highlighter ships to the browser. Tokens get Prism's class names; the theme's CSS colours them
 * for light and dark mode. Each line is its own span so highlighted lines and line numbers are
 * plain CSS. The `pre` keeps the language and title as data attributes for the theme's CodeBlock.
 */
import { TextMemo } from '../io/text-memo.ts';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
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
import { visit } from 'unist-util-visit';
import type { Element, ElementContent, Root, Text } from 'hast';
import { applyMagicComments, parseCodeMeta } from './code-meta.ts';

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

function languageOf(code: Element): string | undefined {
  const classes = code.properties?.className;
  const list = Array.isArray(classes) ? classes : [];
  const found = list.map(String).find((name) => name.startsWith('language-'));
  return found?.slice('language-'.length);
}

type CodeBlockProperties = ReturnType<typeof highlightBlock>;

/**
 * Blocks highlighted already. Versions repeat pages, and pages repeat snippets (the Karakeep docs
 * have 573 code blocks, 114 of them distinct); highlighting is about 40 % of compiling a plain
 * Markdown page.
 */
const highlighted = new TextMemo<CodeBlockProperties>(4000);

/**
 * The properties of a highlighted code block's `pre` (its code travels as one HTML string): shared
 * by this plugin and the fast Markdown compiler, so both give the same block. Each call returns
 * its own object (callers may change it).
 */
export function codeBlockProperties(language: string, metaString: string | undefined | null, text: string): CodeBlockProperties {
  return highlighted.get(`${language}\0${metaString ?? ''}\0${text}`, () => highlightBlock(language, metaString, text));
}

function highlightBlock(language: string, metaString: string | undefined | null, text: string) {
  const meta = parseCodeMeta(metaString);
  const magic = applyMagicComments(text);
  const highlight = new Set([...meta.highlight, ...magic.highlight]);
  const tokens: ElementContent[] = isHighlightable(language)
    ? (refractor.highlight(magic.code, language).children as ElementContent[])
    : [{ type: 'text', value: magic.code }];
  // The highlighted lines travel as one HTML string: far smaller in the page's chunk than one JSX
  // call per token, and quicker to render.
  return {
    className: ['code-block', `language-${language}`],
    codeHtml: codeLinesHtml(tokens, highlight) ?? toHtml(codeLines(tokens, highlight)),
    dataLanguage: language,
    ...(meta.title === undefined ? {} : { dataTitle: meta.title }),
    ...(meta.lineNumbersStart === undefined ? {} : { dataLineNumbers: String(meta.lineNumbersStart) }),
  };
}

export function rehypeCode() {
  return (tree: Root) => {
    visit(tree, 'element', (pre: Element) => {
      if (pre.tagName !== 'pre') return;
      const code = pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
      if (!code) return;
      const language = languageOf(code) ?? 'text';
      const meta = (code.data as { meta?: string } | undefined)?.meta;
      pre.children = [];
      pre.properties = codeBlockProperties(language, meta, toString(code).replace(/\n$/, ''));
    });
  };
}
