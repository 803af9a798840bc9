// harness.mjs — runs the lesson's REFERENCE code (butce/zincir.mjs and
// butce/kosum.mjs) on other parameters, for the Go port's parity test.
//
//   node harness.mjs REFDIR CASEDIR
//
// REFDIR holds zincir.mjs and kosum.mjs; CASEDIR holds parameter files
// (*.json, the schema of content/*/model.json). For each file the harness
// takes the reference's own source, replaces each constant that is a lesson
// parameter with the file's value, runs it, and captures what kosum.mjs
// prints. It writes one JSON object to stdout: {file: output or {error}}.
//
// The substitutions are textual and each must match exactly once, so that a
// change to the reference fails loudly here instead of going unnoticed.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

const [refDir, caseDir] = process.argv.slice(2);
if (!refDir || !caseDir) {
  console.error("usage: node harness.mjs REFDIR CASEDIR");
  process.exit(2);
}
const zincir = readFileSync(join(refDir, "zincir.mjs"), "utf8");
const kosum = readFileSync(join(refDir, "kosum.mjs"), "utf8");

// replace swaps the one occurrence of from (a string or a regexp) in src
// for to (a string, or a function of the match as String.replace takes).
function replace(src, from, to, what) {
  const re = typeof from === "string" ? new RegExp(from.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "g") : from;
  const n = (src.match(re) || []).length;
  if (n !== 1) throw new Error(`reference changed: ${what} found ${n} times, expected once`);
  return src.replace(re, typeof to === "function" ? to : () => to);
}

// The reference's modules become two functions of the parameters __P, so
// that node compiles them once and runs them for every file: zincir.mjs's
// exports are returned, kosum.mjs's import of them calls that function.
let z = zincir;
z = replace(z, /export const K01 = \{[^}]*\};/g, "export const K01 = __P.k01;", "K01");
z = replace(z, /export const GECIT_PAYI = [^;]*;/g, "export const GECIT_PAYI = __P.gecitPayi;", "GECIT_PAYI");
z = replace(z, /export const ORTANCA = \{[^}]*\};/g, "export const ORTANCA = __P.ortanca;", "ORTANCA");
z = replace(z, /export const REJIM = \{[\s\S]*?\n\};/g, "export const REJIM = __P.rejim;", "REJIM");
z = replace(z, /n = 48 \}/g, "n = __P.n }", "kosum's default n");
const exported = [...z.matchAll(/^export (?:const|function) (\w+)/gm)].map((m) => m[1]);
z = z.replace(/^export /gm, "");
const zincirOf = new Function("__P", `"use strict";\n${z}\nreturn { ${exported.join(", ")} };`);

let k = kosum;
k = replace(k, /import (\{[^}]*\}) from "\.\/zincir\.mjs";/g, (_, names) => `const ${names} = __zincir(__P);`, "import of zincir.mjs");
k = replace(k, /const CAGRI = [^;]*;/g, "const CAGRI = __P.cagri;", "CAGRI");
k = replace(k, /const SON_TARIH_BAYT = [^;]*;/g, "const SON_TARIH_BAYT = __P.sonTarihBayt;", "SON_TARIH_BAYT");
k = replace(k, "(48 dis istek", "(${__P.n} dis istek", "the 48 of the regime header");
k = replace(k, `"ariza payinin(28,2 dk)"`,
  '`ariza payinin(${String(__P.arizaPayiDk).replace(".", ",")} dk)`', "the error budget's header");
k = replace(k, "/ 28.2)", "/ __P.arizaPayiDk)", "the error budget's divisor");
k = replace(k, "[[12, 1], [12, 2], [24, 1]]", "__P.duyarlilik", "the sensitivity scenarios");
if (/\bimport\b|\bexport\b/.test(k)) throw new Error("reference changed: kosum.mjs has another import or export");
const kosumOf = new Function("__P", "__zincir", `"use strict";\n${k}`);

const results = {};
const log = console.log;
for (const file of readdirSync(caseDir).filter((f) => f.endsWith(".json")).sort()) {
  const params = JSON.parse(readFileSync(join(caseDir, file), "utf8"));
  const lines = [];
  console.log = (...args) => lines.push(args.join(" "));
  try {
    kosumOf(params, zincirOf);
    results[file] = lines.map((l) => l + "\n").join("");
  } catch (e) {
    results[file] = { error: String(e && e.stack ? e.stack : e) };
  } finally {
    console.log = log;
  }
}
process.stdout.write(JSON.stringify(results));
