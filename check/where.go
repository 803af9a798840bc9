package check

import "fmt"

// placedMessage says that a number was typed by hand in a text that is not
// the page's prose (text.in: an attribute, a link title, a claim's text),
// where no template action can write it: a numeral the model writes is a
// <data> element, which neither an attribute nor a claim's text can hold.
// as is the number as typed.
func placedMessage(as, in string) string {
	if in == inClaim {
		return fmt.Sprintf("%q typed by hand in a claim text, which readers see when the claim fails; say it without the number (the claim's expression names the figures), or declare the phrase under verilen", as)
	}
	return fmt.Sprintf("%q typed by hand in a %s, which readers see or hear; write the number in the prose with sayi or yazi instead, or declare the phrase under verilen", as, in)
}
