// zincir/kosum.mjs — uc politikanin zincirde karsilastirilmasi ve AY11'in ariza payina etkisi
import { P, U, T, Y, BITIS, N, ortalama, kosum } from "./zincir.mjs";

const ms = (t) => (t === null ? "-" : t.toFixed(1));
const sonra = (t) => (t === null ? "-" : (t - Y.baslangic).toFixed(1)); // yavaslama basladiktan sonra

console.log(`zincir: tasiyici -> uretici -> tuketici, ${N} olay, ${U.aralik} ms'de bir, ${U.gonderi} gonderi`);
console.log(`tuketicinin kredisi ${P.kuyruk} olay, ureticinin penceresi ${U.pencere} olay`);
console.log(`yavaslama ${Y.baslangic}-${BITIS} ms; isleme olagan ${ortalama(T.olagan)} ms, yavas ${ortalama(T.yavas)} ms`);
console.log(`${"politika".padEnd(11)}${"tuketici".padStart(9)}${"uretici".padStart(8)}${"tasiyici".padStart(9)}` +
  `${"dusen".padStart(6)}${"bildirim:uretici".padStart(17)}${"bildirim:tasiyici".padStart(18)}` +
  `${"en kotu yas".padStart(12)}${"toparlanma".padStart(11)}`);
for (const [politika, pencere] of [["sinirsiz"], ["dusur"], ["geriBasinc", U.pencere]]) {
  const k = kosum(politika, pencere);
  console.log(`${politika.padEnd(11)}${String(k.enCok.tuketici).padStart(9)}${String(k.enCok.uretici).padStart(8)}` +
    `${String(k.enCok.tasiyici).padStart(9)}${String(k.dusen).padStart(6)}${sonra(k.bildirim.uretici).padStart(17)}` +
    `${sonra(k.bildirim.tasiyici).padStart(18)}${ms(k.enKotuYas).padStart(12)}${ms(k.toparlanma).padStart(11)}`);
}

// Her olayin islendigi zincirde birikim yavaslama boyunca (gelen - yavas tuketicinin hizi) ile buyur,
// sonra (olagan tuketicinin hizi - gelen) ile erir: yavaslamanin her dakikasi ORAN dakika toparlanma ister.
const hiz = 1000 / U.aralik;
const ORAN = (hiz - 1000 / ortalama(T.yavas)) / (1000 / ortalama(T.olagan) - hiz);
console.log(`\n-- AY11'in ariza payina etkisi: toparlanma ${ORAN.toFixed(2)} dk/dk --`);
const payBasligi = `ariza payinin(${String(P.arizaPayiDk).replace(".", ",")} dk)`;
console.log(`${"sure(dk)".padStart(9)}${"ayda".padStart(6)}${"toparlanma(dk)".padStart(15)}${"geride(dk)".padStart(11)}` +
  `${"aylik(dk)".padStart(10)}${payBasligi.padStart(23)}`);
for (const [dk, kez] of P.duyarlilik) {
  const toparlanma = dk * ORAN, geride = dk + toparlanma, aylik = geride * kez;
  console.log(`${dk.toFixed(1).padStart(9)}${kez.toFixed(1).padStart(6)}${toparlanma.toFixed(1).padStart(15)}` +
    `${geride.toFixed(1).padStart(11)}${aylik.toFixed(1).padStart(10)}${`%${((100 * aylik) / P.arizaPayiDk).toFixed(1)}`.padStart(23)}`);
}
