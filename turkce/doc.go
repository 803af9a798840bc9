// Package turkce writes the lesson's numbers as correct Turkish: in digits
// (Rakam), in words (Yazi), with case and other suffixes (Ek), and with a
// capital at the start of a sentence (BasHarf).
//
// # Digits and words agree with the tables
//
// Rakam rounds exactly as the lesson's tables do (JavaScript toFixed, ties
// away from zero) and writes a decimal comma without thousands grouping:
// 42,6 and 5540. Yazi reads aloud exactly what Rakam writes, so 20,07 is
// "yirmi virgül sıfır yedi" and -5 is "eksi beş": wherever YaziE succeeds,
// Yazi(x, d) is Okunus(Rakam(x, d)).
//
// # The reading-aloud rule
//
// A Turkish suffix follows the sound of the word it is attached to, and a
// number written in digits is attached to as it is read aloud. So Ek looks
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
// digits (dörtlüğü, 5’liğe), whether both come in one ek (lIk(s)I) or the
// second in a later one.
//
// # Range
//
// Integers are named up to kentilyon (10^18), so every value below 10^21
// that toFixed writes in positional form can be read aloud. RakamE and YaziE
// report values outside that range, NaN and infinities as errors; Rakam and
// Yazi are the infallible forms for values known to be in range.
package turkce
