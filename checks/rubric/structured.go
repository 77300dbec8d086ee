package rubric

// A provider-native response (--from FORMAT) carries its citations as
// data: an annotation, a citations entry, a grounding support. The
// adapters of checks/native turn each into a StructuredCitation of the
// one response model, and the grader makes it a citation of the
// document it names, attached to the answer text it covers.

// StructuredCitation is one citation a response carries as data.
type StructuredCitation struct {
	// Field is where the citation stands in the provider's object
	// ("output[1].content[0].annotations[2]"), for messages.
	Field string `json:"field"`
	// Kind is the provider's name for it ("file_citation",
	// "char_location", "groundingSupport").
	Kind string `json:"kind"`
	// Start and End are the answer bytes the citation covers: the claim.
	Start int `json:"start"`
	End   int `json:"end"`
	// Names are the names the format gives the cited document, in the
	// order they are tried: its own ID fields first, then URIs and
	// paths, then file names, then titles.
	Names []DocName `json:"names"`
	// CitedText is the text the format says is cited (a quote, or the
	// slice its offsets name), "" when it gives none.
	CitedText string `json:"cited_text,omitempty"`
	// Page is the page the format ties the citation to, "" when none: the
	// 1-based position of the page in the file the provider was sent
	// (the grader maps it through the document's first_page).
	Page string `json:"page,omitempty"`
	// MarkerStart and MarkerEnd are the answer bytes of the marker the
	// citation stands as in the text ("【4:0†source】"), when it has one
	// (MarkerEnd 0: none). A citation the answer's text writes there is
	// this citation, graded once.
	MarkerStart int `json:"marker_start,omitempty"`
	MarkerEnd   int `json:"marker_end,omitempty"`
	// Retrieved are the indexes in Response.Retrieved of the trace
	// entries the citation names (a search result, a grounding chunk, the
	// results of the file it cites); none when it names none.
	Retrieved []int `json:"retrieved,omitempty"`
	// Web is set on a citation that may be of a web page a search tool
	// found (a Cohere tool source named only by an http(s) URL and a
	// title): when none of its names answers to a Vault document it is
	// no structured citation, as an Anthropic web_search_result_location,
	// a Gemini web chunk's support or an OpenAI url_citation is not.
	Web bool `json:"web,omitempty"`
	// Group names the provider citation this one was split from (its
	// Field), when one provider citation quoting several blocks became
	// one citation per block, or one naming several sources for its span
	// (a Bedrock citation's retrievedReferences) one citation per source
	// ("" otherwise). Each block or source is checked on its own (C-005,
	// C-006), but the claim is judged against them together: it may need
	// both, and judged against each alone it failed. One document's are
	// judged as one passage (checks.mergeBlockUnits); of several
	// documents, each sentence of the span needs one of them and each of
	// them a sentence (checks/judge_span_groups.go).
	Group string `json:"group,omitempty"`
}

// DocName is one name a format gives a document.
type DocName struct {
	// Kind is "id" (the format's own ID fields), "uri" (URIs and paths),
	// "filename" or "title".
	Kind  string `json:"kind"`
	Value string `json:"value"`
}
