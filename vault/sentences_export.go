package vault

// SentenceSpans splits text into sentences with the rules chunking uses
// (legal abbreviations such as "v.", "U.S." and "F. Supp." do not end a
// sentence) and returns each as a [start, end) byte span of text.
func SentenceSpans(text string) [][2]int { return sentenceSpans(text, 0, len(text)) }
