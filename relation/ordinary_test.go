package relation

import "testing"

// ordinary are sentences of the two lessons that state a quantity, a
// definition or a list, and no relation between their figures: each with
// the lesson's words, its figures the tests' of the same kinds (the
// lessons' own models are theirs to judge, with go run . check).
var ordinary = []string{
	`Takip sorgusu ağ geçidinden girer ve {{ yazi "n" }} kolu paralel çağırır.`,
	`Teslimat operasyonu kolu kendi deposundan tek bir kayıt okur; ücretlendirme kolu {{ yazi "n" }} kayıt okur — önce tarife, sonra gönderinin ölçüsü — ve ücreti {{ yazi "n" | ek "(s)I(n)DAn" }} hesaplar.`,
	`Uygulama Katmanı kursu bir dış istek için {{ yazi "n" }} adım çağrısı saymıştı.`,
	`Süre {{ sayi "a" }} dakika, sıklık ayda {{ yazi "n" }} kez.`,
	`Gerekçe: yavaşlama bir bakım penceresiyle ya da bir sorgu planı değişikliğiyle başlar ve fark edilip geri alınana kadar sürer; {{ yazi "a" }} dakika, K01’in on dakikalık kurtarma süresi varsayımının biraz üstündedir.`,
	`Ücretlendirme kolu bu {{ sayi "a" }} milisaniyeyi {{ yazi "n" }} ardışık okumaya dağıtmak zorundadır ve {{ yazi "m" }} politika vardır.`,
	`Açgözlü dağıtım kalanın tamamını her çağrıya verir: ilk okuma {{ sayi "a" }} milisaniyeye kadar bekleyebilir, ikincisi geriye ne kalırsa onu alır.`,
	`Eşit dağıtım payı {{ yazi "n" | ek "(y)A" }} böler.`,
	`Ağırlıklı dağıtım payı olağan sürelerin oranında paylaştırır; tarife {{ sayi "a" }}, ölçü {{ sayi "b" }} milisaniye olduğuna göre oran {{ yazi "n" | ek "(y)A" }} {{ yazi "m" | ek "DIr" }}.`,
	`{{ yazi "n" | buyuk }} okuma da her istekte denenir; ücretlendirme kolu {{ yazi "n" | ek "(s)I(n)In" }} sonucunu topladıktan sonra karar verir.`,
	`Kalan süreyi çağrıyla birlikte geçirmek her alt çağrıya {{ yazi "ba" }} baytlık bir alan ekler; {{ yazi "n" }} alt çağrıda dış istek başına {{ sayi "bb" }} bayt eder.`,
	`Eşit ve ağırlıklı dağıtım {{ yazi "n" | ek "(s)I(n)I" }} yanıtlıyor; ikisi de {{ yazi "m" }} isteği düşürüyor.`,
	`Bunlar hiçbir arızanın olmadığı bir gündeki yanlış pozitiflerdir — modelde {{ yazi "n" | ek "DA" }} {{ yazi "k" }} gelen uzun kuyruk, adımın payını aşıyor.`,
	`Hangi adımın kesildiği de politikaya bağlı: eşit dağıtımda ölçü (payı {{ sayi "a" }}, kuyruğu {{ sayi "b" }}), ağırlıklı dağıtımda tarife (payı {{ sayi "c" }}, kuyruğu {{ sayi "esik" }}).`,
	`[İkinci tablo](#table-tarifeYavas) AY10 altında koşuyor ve {{ yazi "n" }} politikanın {{ yazi "n" }} ayrı davranış ürettiğini gösteriyor.`,
	`Eşit ve ağırlıklı dağıtımda aynı okumalar {{ sayi "a" }} ve {{ sayi "b" }} milisaniyede kesilir.`,
	`Tarife kimi turlarda {{ sayi "a" }} ya da {{ sayi "b" }} milisaniyede dönüyor; {{ sayi "c" }} milisaniyelik payla bunlar başarılı olur.`,
	`Açgözlü dağıtımda ortanca {{ sayi "a" }} milisaniye: her düşen istek bütçenin tamamını yiyor.`,
	`Eşit dağıtımda {{ sayi "a" }}, ağırlıklı dağıtımda {{ sayi "b" }} milisaniye.`,
	`Bunun kaynak karşılığı tutulan yuva sütunudur: kuyruk kuramının $L = \lambda W$ bağıntısıyla, K01’in {{ sayi "a" }} istek/s tepe okuma hızında açgözlü dağıtım {{ sayi 1 "b" }}, ağırlıklı dağıtım {{ sayi 1 "c" }} eşzamanlı çağıran yuvasını meşgul tutuyor.`,
	`Ağırlıklı dağıtımda ölçü {{ yazi "n" }} kez başarısız.`,
	`Bu iş kimsenin beklemediği iştir ve modelde boşa iş olarak sayılır: açgözlü dağıtımda {{ sayi "a" }}, ağırlıklı dağıtımda {{ sayi "b" }} milisaniye.`,
	`İptal sinyali yokken sistemin meşgul tuttuğu toplam yuva açgözlüde {{ sayi 1 "a" }}, eşitte ve ağırlıklıda {{ sayi 1 "b" }}.`,
	`Açgözlü dağıtımda sağlam adım (ölçü) {{ yazi "n" }} kez başarısız görünür, ağırlıklı dağıtımda {{ yazi "m" }} kez; bölüştürme yalnız kaynak değil, arıza kipinin teşhisini de belirler.`,
	`Oran yüzde {{ sayi 2 "y" }}; K01’in tepe okuma hızında saniyede {{ sayi 2 "k" }} istek eder.`,
	`Üretici her {{ sayi "a" }} milisaniyede bir olay gönderir, saniyede {{ sayi "n" }} olay; olaylar {{ yazi "m" }} gönderinin durumudur, gönderiler sırayla döner.`,
	`Tüketici olağan günde bir olayı ortalama {{ sayi "a" }} milisaniyede işler, saniyede {{ sayi "n" }} olay: üreticiye {{ eger "n >= 2" }}rahatça {{ son }}yetişir.`,
	`Koşumun {{ sayi "a" }}. milisaniyesinde izdüşümün deposu yavaşlar ve {{ sayi "b" }} milisaniye boyunca tüketici bir olayı ortalama {{ sayi "c" }} milisaniyede işler.`,
	`Üretici ilk olayı koşumun başında gönderir ve {{ sayi "a" }} milisaniye boyunca gönderir, toplam {{ sayi "n" }} olay.`,
	`İşleme süreleri, dosyadaki olağan ve yavaş süre listelerinden sırayla okunur: yavaşlama içinde başlayan işlem yavaş listeden, şiddetle (bu ayarlarda {{ sayi "k" }} kat) çarpılarak, başka her işlem olağan listeden okur.`,
	`Düşüren kuyruk {{ sayi "n" }} olaydan sonrasını kabul etmez; fazladan gelenler kaybolur.`,
	`Geri basınçlı kuyruk da {{ sayi "n" }} olayda durur, ama üreticiye artık yetişemediğini bildirir: üretici gönderemediği olayları kendisi tutar ve her gönderinin yalnız en yeni durumunu saklar.`,
	`İşlenen en yaşlı olay {{ sayi "a" }} milisaniye önce üretilmiştir ve yavaşlama bittikten sonra birikimin erimesi {{ sayi "b" }} milisaniye sürer.`,
	`Düşüren kuyruk belleği {{ sayi "ba" }} KiB’de tutar ve birikim {{ sayi "b" }} milisaniyede erir; bedeli {{ sayi "n" }} olayın kaybıdır.`,
	`{{ sayi "n" }} olay aynı gönderinin daha yeni durumuyla birleşir; tüketicinin onları hiç işlemesi gerekmez.`,
	`Birikim {{ sayi "a" }} milisaniyede erir.`,
	`Geri basınç belleği sınırlar ve olay kaybetmez: {{ sayi "n" }} olay birleşir, üreticide en çok {{ sayi "m" }} olay bekler.`,
}

// A sentence that states no relation between its figures is read as none,
// and raises no hint.
func TestOrdinarySentences(t *testing.T) {
	if len(ordinary) < 30 {
		t.Fatalf("%d ordinary sentences; the test holds at least 30", len(ordinary))
	}
	for _, s := range ordinary {
		rd := readText(t, s)
		if len(rd.Relations) > 0 || len(rd.Hints) > 0 {
			t.Errorf("%s\nread %+v\nhints %+v", s, rd.Relations, rd.Hints)
		}
	}
}
