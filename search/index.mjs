// Indexes a site's pages for its search with Pagefind's Node API: reads
// {"pages": {url: html}} on stdin and prints {path: base64} of the index
// files. The package's path is the first argument.
import { pathToFileURL } from "node:url";
import { readFileSync } from "node:fs";

const pagefind = await import(pathToFileURL(process.argv[1]).href);
const { pages } = JSON.parse(readFileSync(0, "utf8"));
const fail = (what, errors) => {
  if (errors && errors.length) throw new Error(what + ": " + errors.join("; "));
};
const { index, errors } = await pagefind.createIndex({});
fail("pagefind", errors);
for (const url of Object.keys(pages).sort()) {
  const r = await index.addHTMLFile({ url, content: pages[url] });
  fail(url, r.errors);
}
const got = await index.getFiles();
fail("pagefind", got.errors);
const out = {};
for (const f of got.files) out[f.path] = Buffer.from(f.content).toString("base64");
await pagefind.close();
process.stdout.write(JSON.stringify(out));
