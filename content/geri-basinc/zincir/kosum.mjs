// zincir/kosum.mjs — uc politikanin zincirde karsilastirilmasi ve AY11’in hata bütçesine etkisi
import { P, U, T, Y, BITIS, N, ortalama, kosum } from "./zincir.mjs";

const ms = (t) => (t === null ? "-" : t.toFixed(1));
const sonra = (t) => (t === null ? "-" : (t - Y.baslangic).toFixed(1)); // yavaşlama başladıktan sonra

console.log(`zincir: taşıyıcı -> üretici -> tüketici, ${N} olay, ${U.aralik} ms’de bir, ${U.gonderi} gönderi`);
console.log(`tüketicinin kredisi ${P.kuyruk} olay, üreticinin penceresi ${U.pencere} olay`);
console.log(`yavaşlama ${Y.baslangic}-${BITIS} ms; işleme olağan ${ortalama(T.olagan)} ms, yavaş ${ortalama(T.yavas)} ms`);
console.log(`${"politika".padEnd(11)}${"tüketici".padStart(9)}${"üretici".padStart(8)}${"taşıyıcı".padStart(9)}` +
  `${"düşen".padStart(6)}${"bildirim:üretici".padStart(17)}${"bildirim:taşıyıcı".padStart(18)}` +
  `${"en kötü yaş".padStart(12)}${"toparlanma".padStart(11)}`);
for (const [politika, pencere] of [["sinirsiz"], ["dusur"], ["geriBasinc", U.pencere]]) {
  const k = kosum(politika, pencere);
  console.log(`${politika.padEnd(11)}${String(k.enCok.tuketici).padStart(9)}${String(k.enCok.uretici).padStart(8)}` +
    `${String(k.enCok.tasiyici).padStart(9)}${String(k.dusen).padStart(6)}${sonra(k.bildirim.uretici).padStart(17)}` +
    `${sonra(k.bildirim.tasiyici).padStart(18)}${ms(k.enKotuYas).padStart(12)}${ms(k.toparlanma).padStart(11)}`);
}

// Her olayın işlendiği zincirde birikim yavaşlama boyunca (gelen - yavaş tüketicinin hızı) ile büyür,
// sonra (olağan tüketicinin hızı - gelen) ile erir: yavaşlamanın her dakikası ORAN dakika toparlanma ister.
const hiz = 1000 / U.aralik;
const ORAN = (hiz - 1000 / ortalama(T.yavas)) / (1000 / ortalama(T.olagan) - hiz);
console.log(`\n-- AY11’in hata bütçesine etkisi: toparlanma ${ORAN.toFixed(2)} dk/dk --`);
const payBasligi = `hata bütçesinin(${String(P.arizaPayiDk).replace(".", ",")} dk)`;
console.log(`${"süre(dk)".padStart(9)}${"ayda".padStart(6)}${"toparlanma(dk)".padStart(15)}${"geride(dk)".padStart(11)}` +
  `${"aylık(dk)".padStart(10)}${payBasligi.padStart(25)}`);
for (const [dk, kez] of P.duyarlilik) {
  const toparlanma = dk * ORAN, geride = dk + toparlanma, aylik = geride * kez;
  console.log(`${dk.toFixed(1).padStart(9)}${kez.toFixed(1).padStart(6)}${toparlanma.toFixed(1).padStart(15)}` +
    `${geride.toFixed(1).padStart(11)}${aylik.toFixed(1).padStart(10)}${`%${((100 * aylik) / P.arizaPayiDk).toFixed(1)}`.padStart(25)}`);
}
