// zincir/zincir.mjs — tasiyici -> uretici -> tuketici zincirinin MODELI. Mantiksal saat:
// isleme sureleri bir donguden okunur, gercek zaman olculmez; kuyruk, ag ya da depo kurulmaz.
// Parametreler dersin model.json dosyasindadir: sayfa ve bu kod ayni sayilarla calisir.
import { readFileSync } from "node:fs";

export const P = JSON.parse(readFileSync(new URL("../model.json", import.meta.url), "utf8"));
export const U = P.uretim;                    // aralik (ms), gonderi, olaySayisi, olayBayt, pencere
export const T = P.tuketim;                   // isleme sureleri (ms): olagan ve yavas, birer dongu
export const Y = P.yavaslama;                 // tuketicinin yavasladigi an ve sure (ms)
export const BITIS = Y.baslangic + Y.sure;

// Tasiyici her U.aralik ms'de bir olay yapar: dosyanin olay sayisi kadar, ama en az
// yavaslamanin sonuna ve ondan sonra yavaslamadan onceki sure kadar.
const SURE = Math.max(U.olaySayisi * U.aralik, BITIS + Y.baslangic);
export const N = Math.min(Math.ceil(SURE / U.aralik), 80000);

export const ortalama = (xs) => xs.reduce((a, x) => a + x, 0) / xs.length;

// kosum: "sinirsiz", "dusur" ya da "geriBasinc" politikasiyla bir kosum. Geri basincta
// tuketici kuyrugundaki her bos yer icin ureticiye bir kredi verir (kredi penceresi:
// P.kuyruk); uretici tasiyicidan yalniz penceresi (pencere olay) dolmamissa olay ceker.
export function kosum(politika, pencere = Infinity) {
  const k = { islenen: 0, dusen: 0, birlesen: 0, enKotuYas: 0, bitis: 0, toparlanma: 0,
    enCok: { tuketici: 0, uretici: 0, tasiyici: 0 }, bildirim: { uretici: null, tasiyici: null } };
  const kuyruk = [];                          // tuketicinin kuyrugu, en eskisi basta
  const tutulan = new Map();                  // uretici: gonderi -> en yeni durumu, bekleme sirasiyla
  const tasiyici = [];                        // tasiyicinin beklettigi olaylar, en eskisi basta
  let olagan = 0, yavas = 0, bos = 0, isliyor = false, islenen = null, toparlandi = null;
  const toplam = () => kuyruk.length + tutulan.size + tasiyici.length + (isliyor ? 1 : 0);
  const olc = () => {
    k.enCok.tuketici = Math.max(k.enCok.tuketici, kuyruk.length);
    k.enCok.uretici = Math.max(k.enCok.uretici, tutulan.size);
    k.enCok.tasiyici = Math.max(k.enCok.tasiyici, tasiyici.length);
  };
  const al = (e) => {                         // uretici olayi tasiyicidan alabilir mi?
    if (tutulan.has(e.gonderi)) k.birlesen += 1; // ayni gonderinin yeni durumu eskisinin yerine
    else if (tutulan.size >= pencere) return false;
    tutulan.set(e.gonderi, e);
    return true;
  };
  const basla = (t) => {                      // tuketici siradaki olayi isleme alir
    if (isliyor || kuyruk.length === 0) return;
    islenen = kuyruk.shift();
    let d;
    if (t >= Y.baslangic && t < BITIS) { d = T.yavas[yavas]; yavas = (yavas + 1) % T.yavas.length; }
    else { d = T.olagan[olagan]; olagan = (olagan + 1) % T.olagan.length; }
    bos = t + d;
    isliyor = true;
    for (;;) {                                // yer acildi: kredi ureticiye, uretici tasiyiciya
      if (tutulan.size > 0 && kuyruk.length < P.kuyruk) {
        const [g, e] = tutulan.entries().next().value;
        tutulan.delete(g);
        kuyruk.push(e);
      } else if (tasiyici.length > 0 && al(tasiyici[0])) tasiyici.shift();
      else break;
    }
    olc();
  };
  const bitir = () => {                       // islem biter: izdusum olayi alir
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
    while (isliyor && bos <= t) bitir();      // ayni anda biten islem once biter
    if (t >= BITIS && toparlandi === null && toplam() === 0) toparlandi = BITIS;
    const e = { zaman: t, gonderi: i % U.gonderi };
    if (politika === "dusur" && kuyruk.length >= P.kuyruk) k.dusen += 1;
    else if (politika === "geriBasinc" && (kuyruk.length >= P.kuyruk || tutulan.size > 0 || tasiyici.length > 0)) {
      if (k.bildirim.uretici === null) k.bildirim.uretici = t;    // kredi yok: uretici tutar
      if (tasiyici.length > 0 || !al(e)) {
        if (k.bildirim.tasiyici === null) k.bildirim.tasiyici = t; // pencere dolu: tasiyici bekletir
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
