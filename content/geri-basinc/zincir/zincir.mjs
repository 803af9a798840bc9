// zincir/zincir.mjs — taşıyıcı -> üretici -> tüketici zincirinin MODELİ. Mantıksal saat:
// işleme süreleri bir döngüden okunur, gerçek zaman ölçülmez; kuyruk, ağ ya da depo kurulmaz.
// Parametreler dersin model.json dosyasındadır: sayfa ve bu kod aynı sayılarla çalışır.
import { readFileSync } from "node:fs";

export const P = JSON.parse(readFileSync(new URL("../model.json", import.meta.url), "utf8"));
export const U = P.uretim;                    // aralık (ms), gönderi, olay sayısı, olay baytı, pencere
export const T = P.tuketim;                   // işleme süreleri (ms): olağan ve yavaş, birer döngü
export const Y = P.yavaslama;                 // tüketicinin yavaşladığı an ve süre (ms)
export const BITIS = Y.baslangic + Y.sure;

// Taşıyıcı her U.aralik ms’de bir olay yapar: dosyanın olay sayısı kadar, ama en az
// yavaşlamanın sonuna ve ondan sonra yavaşlamadan önceki süre kadar.
const SURE = Math.max(U.olaySayisi * U.aralik, BITIS + Y.baslangic);
export const N = Math.min(Math.ceil(SURE / U.aralik), 80000);

export const ortalama = (xs) => xs.reduce((a, x) => a + x, 0) / xs.length;

// kosum: "sinirsiz", "dusur" ya da "geriBasinc" politikasıyla bir koşum. Geri basınçta
// tüketici kuyruğundaki her boş yer için üreticiye bir kredi verir (kredi penceresi:
// P.kuyruk); üretici taşıyıcıdan yalnız penceresi (pencere olay) dolmamışsa olay çeker.
export function kosum(politika, pencere = Infinity) {
  const k = { islenen: 0, dusen: 0, birlesen: 0, enKotuYas: 0, bitis: 0, toparlanma: 0,
    enCok: { tuketici: 0, uretici: 0, tasiyici: 0 }, bildirim: { uretici: null, tasiyici: null } };
  const kuyruk = [];                          // tüketicinin kuyruğu, en eskisi başta
  const tutulan = new Map();                  // üretici: gönderi -> en yeni durumu, bekleme sırasıyla
  const tasiyici = [];                        // taşıyıcının beklettiği olaylar, en eskisi başta
  let olagan = 0, yavas = 0, bos = 0, isliyor = false, islenen = null, toparlandi = null;
  const toplam = () => kuyruk.length + tutulan.size + tasiyici.length + (isliyor ? 1 : 0);
  const olc = () => {
    k.enCok.tuketici = Math.max(k.enCok.tuketici, kuyruk.length);
    k.enCok.uretici = Math.max(k.enCok.uretici, tutulan.size);
    k.enCok.tasiyici = Math.max(k.enCok.tasiyici, tasiyici.length);
  };
  const al = (e) => {                         // üretici olayı taşıyıcıdan alabilir mi?
    if (tutulan.has(e.gonderi)) k.birlesen += 1; // aynı gönderinin yeni durumu eskisinin yerine
    else if (tutulan.size >= pencere) return false;
    tutulan.set(e.gonderi, e);
    return true;
  };
  const basla = (t) => {                      // tüketici sıradaki olayı işleme alır
    if (isliyor || kuyruk.length === 0) return;
    islenen = kuyruk.shift();
    let d;
    if (t >= Y.baslangic && t < BITIS) { d = T.yavas[yavas]; yavas = (yavas + 1) % T.yavas.length; }
    else { d = T.olagan[olagan]; olagan = (olagan + 1) % T.olagan.length; }
    bos = t + d;
    isliyor = true;
    for (;;) {                                // yer açıldı: kredi üreticiye, üretici taşıyıcıya
      if (tutulan.size > 0 && kuyruk.length < P.kuyruk) {
        const [g, e] = tutulan.entries().next().value;
        tutulan.delete(g);
        kuyruk.push(e);
      } else if (tasiyici.length > 0 && al(tasiyici[0])) tasiyici.shift();
      else break;
    }
    olc();
  };
  const bitir = () => {                       // işlem biter: izdüşüm olayı alır
    const t = bos, yas = t - islenen.zaman;
    k.islenen += 1;
    k.enKotuYas = Math.max(k.enKotuYas, yas);
    k.bitis = t;
    isliyor = false;
    basla(t);
    if (t >= BITIS && toparlandi === null && toplam() === 0) toparlandi = t;
  };
  for (let i = 0; i < N; i += 1) {
    const t = i * U.aralik;
    while (isliyor && bos <= t) bitir();      // aynı anda biten işlem önce biter
    if (t >= BITIS && toparlandi === null && toplam() === 0) toparlandi = BITIS;
    const e = { zaman: t, gonderi: i % U.gonderi };
    if (politika === "dusur" && kuyruk.length >= P.kuyruk) k.dusen += 1;
    else if (politika === "geriBasinc" && (kuyruk.length >= P.kuyruk || tutulan.size > 0 || tasiyici.length > 0)) {
      if (k.bildirim.uretici === null) k.bildirim.uretici = t;    // kredi yok: üretici tutar
      if (tasiyici.length > 0 || !al(e)) {
        if (k.bildirim.tasiyici === null) k.bildirim.tasiyici = t; // pencere dolu: taşıyıcı bekletir
        tasiyici.push(e);
      }
    } else kuyruk.push(e);
    basla(t);
    olc();
  }
  while (isliyor) bitir();
  k.toparlanma = Math.max(0, (toparlandi ?? Math.max(BITIS, k.bitis)) - BITIS);
  return k;
}
