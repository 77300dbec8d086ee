package heuristic

// A bold heading run into the sentence after it ("**A partial win, not
// a final one.** The court affirmed the award ...") is read as one
// proposition, and a negator of the heading would turn round every
// disposition word after it: the affirmance reads as "not affirmed",
// and a correct account of a split judgment as giving each part the
// other part's disposition. A negator does not reach past the end of
// its own sentence (a full stop, question or exclamation mark inside
// the proposition).

// sentenceEnd are the punctuation tokens that end a sentence.
var sentenceEnd = map[string]bool{".": true, "?": true, "!": true}
