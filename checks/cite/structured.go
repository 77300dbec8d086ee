package cite

// StructuredRef marks a citation that a provider-native response carried
// as data (an annotation, a citations entry, a grounding support) rather
// than wrote in its answer: where it came from, the document names it
// gave and its cited text, with what the grader found of that text in
// the Vault document. C-005 fails a citation whose cited text is not in
// the document it names.
type StructuredRef struct {
	// Format is the provider format (--from); Field where the citation
	// stands in its object; Kind the provider's name for it.
	Format string `json:"format"`
	Field  string `json:"field"`
	Kind   string `json:"kind"`
	// Names are the document names the format gave ("file_id:file-9Fm2",
	// "filename:Acme-MSA.pdf"), in the order they were tried.
	Names []string `json:"names"`
	// CitedText is the text the format says is cited, "" when none.
	CitedText string `json:"cited_text,omitempty"`
	// Found says whether CitedText was found in the Vault document
	// (after Unicode NFC, white-space, line-end hyphen and page-break
	// folding); DocStart and DocEnd are its bytes there.
	Found    bool `json:"found"`
	DocStart int  `json:"doc_start,omitempty"`
	DocEnd   int  `json:"doc_end,omitempty"`
	// InText is set when the answer's text also writes this citation
	// (the same document in the same proposition): it is graded once,
	// as that written citation, which carries this reference.
	InText bool `json:"in_text,omitempty"`
	// Unretrieved says why none of the trace entries the citation names
	// (the search result, grounding chunk, reference or node it rests
	// on) counts as retrieved of its document: forged or unlocatable
	// text, no text, another document. Such a citation has no retrieved
	// passage: it is never graded on another chunk of the same document
	// that some other entry retrieved. "" when an entry counts, or the
	// citation names none.
	Unretrieved string `json:"unretrieved,omitempty"`
	// PageNowhere says how the page the format gives (page_location)
	// disagrees with the Vault: a page the document does not have, or
	// another page than the one its cited text is on. C-009 fails it, as
	// a pin on a place the document lacks. "" when they agree or cannot
	// be compared.
	PageNowhere string `json:"page_nowhere,omitempty"`
	// Group is rubric.StructuredCitation.Group: the provider citation a
	// per-block or per-source citation was split from, whose blocks or
	// sources the judge reads together.
	Group string `json:"group,omitempty"`
}
