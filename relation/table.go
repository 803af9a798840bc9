package relation

// The constructions the reader knows, once, as data: each a pattern of
// Turkish words and suffixes around bound figures, the relation it states
// and how that relation is written as a claim's expression. Order
// matters: a construction earlier in the table takes the words it read,
// and one later that would read the same trigger word, or only figures an
// earlier one read, is dropped (“yüzde” makes a share, not a part).
//
// A pattern is a list of elements, separated by spaces:
//
//	A … Z      a bound figure (sayi, yazi), or a pronoun standing for one
//	           (bu, bunların); A:abl, A:dat, A:gen, A:acc, A:loc, A:poss
//	           ask for its noun phrase's case (its ek, or the noun typed
//	           after it); A:gen~ also takes a word in the genitive that
//	           names a figure shown before it (olağanın, eşiğin)
//	#K         a number: a bound figure, mertebe, or one typed (iki)
//	…  …N      up to 3 (N) other words of the clause, no number among them
//	w|v*       a word: one of the forms, v* any word starting so; {UP}
//	           and the like stand for a class of words (wordClasses)
//	?w         an element that may be missing
//	!neg       a negative form (düşmez, değil, yok)
//	[ … ]      the shape: what makes a sentence read as this relation;
//	           when it stands and the rest cannot be read, the check says
//	           so (a hint) rather than nothing
//
// The expression uses the slots' letters for their figures, the claim
// language (claim.Eval), and near(x, y) — x within the tolerance of y
// (neredeyse: Options.Tolerance, of the larger) — and same(x, y) — x and y
// the same as the page writes them, rounded to the decimals it shows.
// Slots no pattern binds are the resolver's: F, the figure a change
// starts from that the sentence names earlier (or the figure whose
// condition a phrasing for none stands under); L, the figures listed
// together before the words.

// A resolver binds what a pattern leaves to the sentence around it.
type resolver int

const (
	resolveNone  resolver = iota
	resolveFrom           // F: a change's start, named earlier (same unit); none → the template after |
	resolveGuard          // F: the one figure of the condition whose phrasing for none the words stand in
	resolveNear           // L: the figures listed before, within the tolerance of each other
	resolveSame           // L: the figures listed before, the same as written
	resolveMost           // L: the figures listed together; the one the words name is the greatest
	resolveLeast          // … the least
)

// A construction is one row of the table.
type construction struct {
	Name    string // what it states, in English, for messages
	Pattern string
	Expr    string // over the pattern's slots; for resolveFrom, "with F | without F"
	// Same lists the slots whose figures must share a unit: a rise from
	// 200 ms to 48 requests is no rise.
	Same    string
	Resolve resolver
	// Negatable rows state the opposite with a negative verb (geçmez,
	// çıkmaz): the expression is negated.
	Negatable bool
	// Predicate rows read a word that may also stand before a noun (aynı
	// başarısızlık): only where its clause ends within two words.
	Predicate bool
}

// wordClasses are the words a pattern names by class, in Turkish letters;
// a form ending in * is any word that starts so.
var wordClasses = map[string]string{
	"UP":    "çık*|yüksel*|artar*|artıyor*|artır*|arttı*|artmış*|büyü*|çoğal*|katla*|tırman*",
	"DOWN":  "düş*|iner|iniyor|indi*|inmiş*|inecek*|azal*|gerile*|küçül*|kısal*|daral*",
	"LESS":  "az|azdır|kısa*|küçük*|düşük*|erken*|dar|dardır|aşağı",
	"MORE":  "fazla|fazladır|çok|çoktur|uzun*|büyük*|yüksek*|geç|geçtir|geniş*|yukarı",
	"MOST":  "çok|fazla*|uzun*|büyü*|yüksek*|geç",
	"LEAST": "az|azı|kısa*|küçü*|düşü*|erken",
	"PASS":  "geçer|geçmez|geçiyor|geçmiyor|geçti|geçmedi|geçemez|aşar|aşmaz|aşıyor|aşmıyor|aştı|aşmadı|aşamaz",
}

// table is the constructions, in the order they take words.
var table = []construction{
	// Changes: from one figure to another, to one, by a multiple.
	{Name: "a rise", Pattern: "[ A:abl …2 B:dat …3 {UP} ]", Expr: "B > A", Same: "AB", Negatable: true},
	{Name: "a fall", Pattern: "[ A:abl …2 B:dat …3 {DOWN} ]", Expr: "B < A", Same: "AB", Negatable: true},
	{Name: "a rise from nothing", Pattern: "hiç yokken [ B:dat …3 {UP} ]", Expr: "B > 0", Negatable: true},
	{Name: "a rise by a multiple", Pattern: "[ #K katına {UP} ]", Expr: "K > 1", Negatable: true},
	{Name: "a rise to a figure", Pattern: "[ B:dat …3 {UP} ]", Expr: "B > F | B > 0", Same: "BF", Resolve: resolveFrom, Negatable: true},
	{Name: "a fall to a figure", Pattern: "[ B:dat …3 {DOWN} ]", Expr: "B < F |", Same: "BF", Resolve: resolveFrom, Negatable: true},

	// Halves and multiples.
	{Name: "less than half", Pattern: "S …8 [ A:gen~ yarısından|yarıdan ?daha {LESS} ]", Expr: "S < A / 2", Same: "SA", Negatable: true},
	{Name: "more than half", Pattern: "S …8 [ A:gen~ yarısından|yarıdan ?daha {MORE} ]", Expr: "S > A / 2", Same: "SA", Negatable: true},
	{Name: "a half", Pattern: "S …8 [ A:gen~ yarısı|yarısıdır|yarısına ]", Expr: "near(S, A / 2)", Same: "SA", Negatable: true},
	{Name: "less than a multiple", Pattern: "S …8 [ A:gen~ #K katından ?daha {LESS} ]", Expr: "S < K * A", Same: "SA", Negatable: true},
	{Name: "more than a multiple", Pattern: "S …8 [ A:gen~ #K katından ?daha {MORE} ]", Expr: "S > K * A", Same: "SA", Negatable: true},
	{Name: "a multiple", Pattern: "S …8 [ A:gen~ #K katı|katıdır|katına ]", Expr: "near(S, K * A)", Same: "SA", Negatable: true},

	// Comparatives.
	{Name: "less than", Pattern: "S …8 [ A:abl ?daha {LESS} ]", Expr: "S < A", Same: "SA", Negatable: true},
	{Name: "more than", Pattern: "S …8 [ A:abl ?daha {MORE} ]", Expr: "S > A", Same: "SA", Negatable: true},
	{Name: "later", Pattern: "[ A:abl sonra …4 B:loc ]", Expr: "B > A", Same: "AB"},
	{Name: "earlier", Pattern: "[ A:abl önce …4 B:loc ]", Expr: "B < A", Same: "AB"},

	// Bounds.
	{Name: "over a bound", Pattern: "S …8 [ B:acc …2 {PASS} ]", Expr: "S > B", Same: "SB", Negatable: true},
	{Name: "under a bound", Pattern: "S …8 [ B:gen~ altında*|altına ] …2 ?kal*|in*|düş*", Expr: "S < B", Same: "SB", Negatable: true},
	{Name: "above a bound", Pattern: "S …8 [ B:gen~ üstünde*|üzerinde*|üstüne|üzerine ] …2 ?kal*|çık*", Expr: "S > B", Same: "SB", Negatable: true},

	// Ranges.
	{Name: "within a range", Pattern: "S …8 [ A ile B …3 arasında* ]", Expr: "A <= S && S <= B", Same: "SAB", Negatable: true},
	{Name: "a range", Pattern: "[ A ile B …3 arasında* ]", Expr: "A < B", Same: "AB"},

	// Sums and differences stated outright.
	{Name: "a difference", Pattern: "A …3 [ eksi B …4 =|eder*|kalır*|olur* C ]", Expr: "same(A - B, C)", Same: "ABC"},
	{Name: "a sum", Pattern: "A …3 [ artı B …4 =|eder*|olur* C ]", Expr: "same(A + B, C)", Same: "ABC"},
	{Name: "a subtraction", Pattern: "A …10 B …4 [ çıkınca|çıkarılınca|çıkarınca|düşülünce|düşünce C …2 kal* ]", Expr: "same(A - B, C)", Same: "ABC"},
	{Name: "a total", Pattern: "[ A ve|ile B …2 toplamı*|toplam C ]", Expr: "same(A + B, C)", Same: "ABC"},
	{Name: "a gap", Pattern: "[ A ve|ile B …2 farkı* C ]", Expr: "same(abs(A - B), C)", Same: "ABC"},
	{Name: "the rest", Pattern: "W:gen …2 P:poss …3 [ ?geri kalan R ]", Expr: "same(W - P, R)", Same: "WPR"},
	{Name: "a share", Pattern: "S …8 A:gen …3 [ yüzde P:poss ]", Expr: "same(100 * S / A, P)", Same: "SA"},

	// Parts of a whole: all, some, none.
	{Name: "all of a count", Pattern: "S …8 [ W:gen~ tamamı*|hepsi*|tümü* ]", Expr: "same(S, W)", Same: "SW", Negatable: true},
	{Name: "a part", Pattern: "[ W:gen …2 P:poss ]", Expr: "P <= W", Same: "WP"},
	{Name: "a part of each", Pattern: "[ W:loc P ]", Expr: "P <= W", Same: "WP"},
	{Name: "none", Pattern: "[ hiç|hiçbir|hiçbiri*|hiçbirini|hiçbirinden ] …4 ?!neg", Expr: "F == 0", Resolve: resolveGuard},

	// Equality, near-equality and superlatives over figures listed
	// together.
	{Name: "the same figure", Pattern: "S …4 [ W:gen~ kendisi* ]", Expr: "same(S, W)", Same: "SW", Negatable: true},
	{Name: "nearly the same", Pattern: "[ neredeyse|hemen|aşağı ?hemen|yukarı aynı*|eşit*|yakın* ]", Resolve: resolveNear, Predicate: true, Negatable: true},
	{Name: "the same", Pattern: "[ aynı|aynıdır|aynıdırlar|aynıydı|eşit|eşittir|eşittirler ]", Resolve: resolveSame, Predicate: true, Negatable: true},
	{Name: "the greatest", Pattern: "[ en {MOST} ]", Resolve: resolveMost},
	{Name: "the least", Pattern: "[ en {LEAST} ]", Resolve: resolveLeast},
}
