// bench.mjs — the reference's throughput on the Go benchmark's workload:
// one run of 10^6 outer requests per regime and policy, without
// cancellation, best of 5. Compare with `go test -bench Kos/ ./sim/butce`.
//
//   node sim/butce/testdata/bench.mjs [REFDIR]
//
// REFDIR is the reference's butce/ folder; by default the copy kept with
// these tests (kaynak/butce).
import { pathToFileURL } from "node:url";

const refDir = process.argv[2]
  ? pathToFileURL(process.argv[2].replace(/\/?$/, "/"))
  : new URL("kaynak/butce/", import.meta.url);
const { kosum } = await import(new URL("zincir.mjs", refDir));

const N = 1e6;
const RUNS = 5;
console.log(`reference (node ${process.version}): ${N} outer requests per run, best of ${RUNS}`);
for (const rejim of ["arizasiz", "tarife yavas"]) {
  for (const politika of ["acgozlu", "esit", "agirlikli"]) {
    let best = Infinity;
    for (let i = 0; i < RUNS; i += 1) {
      const t0 = process.hrtime.bigint();
      kosum({ rejim, politika, iptal: false, n: N });
      best = Math.min(best, Number(process.hrtime.bigint() - t0) / 1e6);
    }
    const name = `${rejim}/${politika}`.padEnd(24);
    console.log(`${name}${(N / best / 1e3).toFixed(2).padStart(8)} M req/s  (${best.toFixed(1)} ms/run)`);
  }
}
