// Package turkce writes the lesson's numbers as correct Turkish: in digits
// (Digits), in words (Words), with case and other suffixes (Suffix), and with a
// capital at the start of a sentence (Capitalize). And it reads them back
// from a text typed by hand (Read), finding there the numbers the writer
// makes and nothing it would not.
//
// # Digits and words agree with the tables
//
// Digits rounds exactly as the lesson's tables do (JavaScript toFixed, ties
// away from zero) and writes a decimal comma without thousands grouping:
// 42,6 and 5540. Words reads aloud exactly what Digits writes, so 20,07 is
// "yirmi virgül sıfır yedi" and -5 is "eksi beş": wherever WordsE succeeds,
// Words(x, d) is Aloud(Digits(x, d)).
//
// # The reading-aloud rule
//
// A Turkish suffix follows the sound of the word it is attached to, and a
// number written in digits is attached to as it is read aloud. So Suffix looks
// at the last word of the reading: 5540 is read "beş bin beş yüz kırk",
// ends in kırk, and takes -tan (5540’tan); %42,6 is read "yüzde kırk iki
// virgül altı" and takes -sı (%42,6’sı); 4 is "dört" and takes -e (4’e).
//
// From that last word the suffix takes:
//
//   - vowel harmony: A is a or e, I is ı, i, u or ü, each after the vowel
//     before it, through the whole chain of suffixes (kırk sekizini);
//   - D as t after a voiceless consonant (f s t k ç ş h p), d otherwise;
//   - the buffers (y), (n), (s) and (ş) only after a vowel, and (I) only
//     after a consonant (ikiye but beşe; üçüncü but ikinci; the
//     distributive (ş)Ar: ikişer but beşer, onar, dörder).
//
// After digits the written number never changes and an apostrophe (’,
// U+2019, as the lesson writes it) separates the suffix: 4’e, 4’üncü,
// 6’şar. After words there is no apostrophe and dört softens to dörd
// before a vowel (dörde, dördüncü, dörder); kırk and üç keep their final
// consonant (kırka, üçü, kırkar, üçer), as all other number words do —
// dört is the only number word that ends in a consonant that softens.
// The k of the suffix -lIk softens to ğ before a vowel after any word or
// digits (dörtlüğü, 5’liğe), whether both come in one chain (lIk(s)I) or the
// second in a later one.
//
// # Range
//
// Integers are named up to kentilyon (10^18), so every value below 10^21
// that toFixed writes in positional form can be read aloud. DigitsE and WordsE
// report values outside that range, NaN and infinities as errors; Digits and
// Words are the infallible forms for values known to be in range.
//
// # Reading numbers
//
// Read finds the numbers of a text: where each stands, its value as
// digits with a decimal point and its decimals as typed (42,6: "42.6",
// 1), whether it is in words or digits, its suffix as a chain of
// archiphonemes (5540’tan: DAn; kırk sekizini: (s)I(n)I), a capital, a %
// or × before digits and a unit after them (200ms); and the text's
// tokens, for whoever reads the words around a number. A word is a
// number word only in a form Suffix makes from one with a suffix chain the
// reader knows (NumberForm; after digits, DigitSuffixes), and words are one
// number only as Aloud reads that number aloud (ParseWords), so “iki üç” is
// two.
//
// # What is a number
//
//   - Digits: 5540, 42,6 (decimal comma), 1.000 and 5 540 (grouped by a
//     dot, a space, a no-break, narrow no-break or thin space), %8,3,
//     200 ms, 200ms, 12’si, 3’üncü, 2×, −5 and -5 (negative: a minus sign
//     after a space, a bracket or nothing; 3-5 is two numbers), 1e6, 10⁶,
//     digits of any script (４８). Digits are always a number, ordinals
//     included. Vulgar fractions (½, ¾, 2½, 3⁄4) are numbers too: ¾ reads
//     as dörtte üç, 2½ as 2.5.
//   - Names with digits: R2, AB10, ES2020, and dates and versions
//     (12.05.2024, 2024-05-12, 1.2.3): a Number with no value (Name).
//   - Number words, alone or in a compound the site would write (kırk iki,
//     iki yüz elli, kırk iki virgül altı, iki buçuk, eksi beş), also joined
//     (onbir, ikiyüzelli) or typed without Turkish capitals (Iki), the last
//     word with a suffix (altı isteği, beşe, dörde, kırk sekizini, ikimiz,
//     ikiymiş), a derivation (üçlü, ikilisi, beşlik, dörtlüğü) or the
//     distributive (ikişer, dörder, onar). A form counts only if Suffix makes
//     it from a number word with a suffix chain the reader knows, so
//     altında, altına (under), sıfırlamaz, sıfırlanır (to reset) are not
//     numbers. A number word in the plural is never one (see below).
//   - Ordinals: a spelled-out ordinal of several words is one number (on
//     yedinci is 17, kırk ikincisi 42), and so is one of twenty and more
//     (yirminci, yüzüncü: a position in a count). Ordinals of one to ten
//     (birinci…onuncu, ikincisi, ilk) number the prose's own parts and are
//     not numbers; nor are yarı, yarım (half), tek (single), çift, çeyrek
//     (a quarter of an hour), birkaç.
//   - düzine: bir düzine is 12, yarım düzine 6, iki düzine 24.
//   - A number in the locative and a number after it are one fraction: on
//     altıda bir, dörtte üç; onda biri and isteklerin onda bir too. After
//     yüzde, binde, milyonda or milyarda, a number is a share, even bir:
//     yüzde bir, binde iki, milyonda bir (the share word is not part of
//     the number's span, as % is not). bire iki is a ratio.
//   - onlarca, yüzlerce, binlerce, milyonlarca, milyarlarca, düzinelerce:
//     orders of magnitude, with no value (Magnitude).
//
// # Words that only look like numbers
//
// A number word is read as another word by what stands around it — what
// follows it and what it agrees with (words.go):
//
//   - bir alone, in any form (bir adım, biri, birinden, birer birer), is
//     the indefinite article; it is a number only in a compound (on bir,
//     bir milyon, bir buçuk), a fraction, a share, a ratio (bire iki) or a
//     dozen.
//   - on with a case ending or a possessive is the pronoun o (onu, ona,
//     onda, ondan, onun, onunla); onlu, onluk, ondur are ten.
//   - yüz with a suffix is a face, a cause or to swim (yüzü, yüzünden, bu
//     yüzden, yüzer nokta), but a hundred before a bound: yüzden fazla,
//     yüze kadar, yüzü aşkın. bin with the suffixes of binmek (bindi,
//     biner, binse) is the verb; binden, bine, binin are a thousand.
//   - A plural is a decade (doksanlar, seksenlerde, yetmişlerin), a group
//     or a name (Yediler), the pronoun (onlar) or a verb (yediler, “they
//     ate”) — never a count.
//   - A form that is also a finite verb — yedi (ate), kırktı, kırkar
//     (shears), onar (repairs), yetmiş, yetmiştir (has sufficed) — is the
//     verb when it ends its clause (punctuation, a conjunction or the end
//     follows) after what reads as its object in the accusative (bütçeyi
//     yedi, koyunları kırktı, hatayı onar), or, for yetmiş, after a bare
//     subject (süre yetmiş) or before gibi. After a possessive or a count
//     noun it is a number (sayısı yedi, toplam yetmiş).
//   - altı after a genitive is the underside (eşiğin altı, masanın altı).
//   - A number word with a capital inside a sentence, in a text that is
//     not in title case, starts a name (Altı Sigma, Dokuz Eylül); at the
//     start of a sentence, or all in capitals, it is a number.
//   - A derived number word before a word for a base, a code or an age is
//     not a count: ikili arama, onluk taban, on altılık gösterim, binlik
//     ayırıcı, doksanlı yıllar, kırklı yaşlar.
//   - sıfırdan is “from scratch” but before a comparison: sıfırdan büyük.
//   - Idioms: ikide bir, yüz yüze, dört gözle, dört bir yandan, kırk yılda
//     bir, iki yüzlü, üç aşağı beş yukarı, bire bir.
//
// # What the reader cannot tell apart
//
// These rules read a word and its neighbours, not the sentence's grammar,
// so some readings are beyond them:
//
//   - bir as a count of one where the article reads the same (ayda bir
//     kez, bir okuma) is read as the article.
//   - A number as a predicate after a noun that looks like an object
//     (kalan kuyruğu yedi, “its remaining queue is seven”, reads as “ate
//     the remaining queue”) is read as the verb; yedidir is a number, and
//     so is yedi after a noun of value (payı, sayısı, değeri, toplamı).
//     Conversely a verb after a subject that looks like a possessive (bu
//     kadarı yetmiş, “that much sufficed”) is read as a number.
//   - A name or a term spelt with a plain number word (bin uzantılı
//     dosyalar, Kırk Haramiler at a sentence start) is read as a number.
//   - A time (12.30) is one number with its digits as typed; 12:30 is two.
package turkce
