package grade

import (
	"testing"
)

// TestNativeProbes grades provider objects, in each provider's own shape
// (testdata/native-probes, made from the native suite's clean fixtures),
// whose citation rests on something the Vault does not back: a search
// result, grounding chunk, reference or node whose text is not the
// document's (or carries none), while another, genuine entry of the same
// document was retrieved; or an Azure citation that is none of
// all_retrieved_documents. Each used to be graded as a citation of the
// whole document, on the genuine entry's chunk, and passed C-005 and
// C-006. The control: an OpenAI file_citation names a file, not a
// result, so the file's one genuine result is its passage. Besides: the
// shapes that used to refuse the whole response (bad input) though only
// one citation could not be checked, and Cohere tool-use RAG.
func TestNativeProbes(t *testing.T) {
	c, ix := openSuiteAt(t, nativeSuite)
	g, err := NewGrader(Options{Case: c, Vault: ix})
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		file, format string
		want         map[string]string
		why          string // in a failing criterion's reasoning
	}{
		{"azure-citation-not-retrieved.json", "azure-on-your-data", map[string]string{"C-001": "pass", "C-005": "pass", "C-006": "fail"}, "VLT-0017#c6, which was not retrieved"},
		{"azure-citation-forged.json", "azure-on-your-data", map[string]string{"C-001": "pass", "C-005": "fail", "C-006": "fail"}, "is not in VLT-0017"},
		{"cohere-forged-document.json", "cohere", map[string]string{"C-001": "pass", "C-006": "fail"}, "pn-p8 (not-in-document)"},
		{"gemini-forged-chunk.json", "gemini", map[string]string{"C-001": "pass", "C-006": "fail"}, "groundingChunks[1] (not-in-document)"},
		{"gemini-textless-chunk.json", "gemini", map[string]string{"C-001": "pass", "C-006": "fail"}, "groundingChunks[1] (not-in-document)"},
		{"bedrock-forged-reference.json", "bedrock-kb", map[string]string{"C-001": "pass", "C-006": "fail"}, "(not-in-document)"},
		{"llamaindex-forged-node.json", "llamaindex", map[string]string{"C-001": "pass", "C-006": "fail"}, "node-2 (not-in-document)"},
		// Refused whole before: an untitled document, an IMAGE or ROW
		// reference. Only the citation resting on it fails now.
		{"anthropic-untitled.json", "anthropic", map[string]string{"C-001": "fail", "C-005": "pass", "C-006": "fail"}, "resolves to no Vault document"},
		{"bedrock-image.json", "bedrock-kb", map[string]string{"C-001": "pass", "C-005": "pass", "C-006": "fail"}, "1:0:img1 (not-in-document)"},
		{"bedrock-row.json", "bedrock-kb", map[string]string{"C-001": "fail", "C-005": "pass", "C-006": "fail"}, "resolves to no Vault document"},
		// Tool-use RAG: the documents a tool returned are the trace (the
		// request's tool messages, else the sources' tool_output); they
		// failed C-001 as unknown IDs before.
		{"cohere-tool-use.json", "cohere", map[string]string{"C-001": "pass", "C-005": "pass", "C-006": "pass", "C-009": "pass"}, ""},
		{"cohere-tool-output-only.json", "cohere", map[string]string{"C-001": "pass", "C-005": "pass", "C-006": "pass"}, ""},
		{"cohere-tool-output-forged.json", "cohere", map[string]string{"C-001": "pass", "C-006": "fail"}, "search_firm_kb_8q2k7x1v:1 (not-in-document)"},
		// Azure filtered the Bremen chunk out (filter_reason "rerank")
		// before the model saw it: the answer's written Bremen pin rests
		// on nothing retrieved.
		{"azure-filtered-document.json", "azure-on-your-data", map[string]string{"C-001": "pass", "C-006": "fail"}, "VLT-0001"},
		// An Anthropic content document whose blocks are chunks from
		// two places of the note: each block is located on its own (the
		// blocks joined were in no place of it, and every citation
		// failed); a forged block fails only the citation resting on it.
		{"anthropic-content-blocks.json", "anthropic", map[string]string{"C-001": "pass", "C-005": "pass", "C-006": "pass", "C-009": "pass"}, ""},
		{"anthropic-content-block-forged.json", "anthropic", map[string]string{"C-001": "pass", "C-005": "fail", "C-006": "fail"}, "is not in VLT-0017"},
		// A page_location whose page the MSA (pp. 1-5) lacks, or that is
		// not the page its cited text is on: C-009 passed on the cited
		// text's chunks.
		{"anthropic-page-past-the-end.json", "anthropic", map[string]string{"C-001": "pass", "C-005": "pass", "C-009": "fail"}, ""},
		{"anthropic-page-not-the-cited-texts.json", "anthropic", map[string]string{"C-001": "pass", "C-005": "pass", "C-009": "fail"}, ""},
		// (The page placed the passage before, so C-006 failed already.)
		{"gemini-page-not-the-chunks.json", "gemini", map[string]string{"C-001": "pass", "C-006": "fail", "C-009": "fail"}, "begins on page 4"},
		// A Bedrock PDF chunk's page metadata is the page its reader is
		// shown: the MSA's clause begins on page 4, and a reference saying
		// page 2 passed C-009 (the metadata was never read).
		{"bedrock-page-not-the-references.json", "bedrock-kb", map[string]string{"C-001": "pass", "C-006": "fail", "C-009": "fail"}, "names page 2 of VLT-0022, but its cited text begins on page 4"},
		{"bedrock-page-of-the-reference.json", "bedrock-kb", map[string]string{"C-001": "pass", "C-005": "pass", "C-006": "pass", "C-009": "pass"}, ""},
		// One content_block_location or search_result_location citing two
		// blocks of two places of the note, its cited_text the blocks'
		// texts joined (or absent): the joined text is in no place of the
		// note, and C-005 and C-006 failed. Each block is cited on its
		// own now; a block the note lacks fails its own citation.
		{"anthropic-content-blocks-cited-together.json", "anthropic", map[string]string{"C-001": "pass", "C-005": "pass", "C-006": "pass", "C-009": "pass"}, ""},
		{"anthropic-search-result-blocks-cited-together.json", "anthropic", map[string]string{"C-001": "pass", "C-005": "pass", "C-006": "pass", "C-009": "pass"}, ""},
		{"anthropic-search-result-blocks-cited-together-forged.json", "anthropic", map[string]string{"C-001": "pass", "C-005": "fail", "C-006": "fail"}, "(block 1)"},
		// A LangChain context Document whose page_content sets a label
		// line ("choice-of-forum clause") before the note's ¶ 3: the label
		// was found at every place the note says those words, and each of
		// those chunks counted as retrieved, so a pin on ¶ 10 passed C-006.
		// A few words found at several places place nothing now.
		{"langchain-label-line-repeated.json", "langchain", map[string]string{"C-001": "pass", "C-005": "pass", "C-006": "fail"}, "¶ 10 of VLT-0017 is in chunk VLT-0017#c7, which was not retrieved"},
		// The same with a label the note says once ("Align the
		// choice-of-forum clause", in ¶ 10): found at one place, it made
		// ¶ 10's chunk retrieved and the pin on it passed C-006. A line of
		// a few words that ends no sentence places nothing either.
		{"langchain-label-line-once.json", "langchain", map[string]string{"C-001": "pass", "C-005": "pass", "C-006": "fail"}, "¶ 10 of VLT-0017 is in chunk VLT-0017#c7, which was not retrieved"},
		// A label that ends as a sentence does ("Public policy.", the
		// memo's run-in heading of ¶ 5) set above ¶ 6's text: found once,
		// it placed ¶ 5, and the pin on ¶ 5 was read as retrieved (its
		// passage the two words). A whole sentence of a few words places
		// nothing either: ¶ 5 lies outside what the entry retrieved.
		{"langchain-label-sentence-once.json", "langchain", map[string]string{"C-001": "pass", "C-005": "pass", "C-006": "fail"}, "outside every span the trace retrieved"},
		{"openai-responses-one-result-forged.json", "openai-responses", map[string]string{"C-001": "pass", "C-005": "pass", "C-006": "pass"}, ""},
		// Another index's chunk whose text Martinez holds twice (pp. 212
		// and 215): it was located at the first place only, so a pin on
		// p. 215 named a place "not retrieved". Every place counts now;
		// a pin on a page holding neither still fails.
		{"langchain-repeated-text-pin-second-place.json", "langchain", map[string]string{"C-001": "pass", "C-006": "pass", "C-009": "pass"}, ""},
		{"langchain-repeated-text-pin-elsewhere.json", "langchain", map[string]string{"C-001": "pass", "C-006": "fail"}, "outside every span the trace retrieved"},
		// A text document, or a context entry, joining passages of two
		// places of the note (¶ 3 and ¶ 5): read as one text it was in no
		// place of the note, and every citation failed. Each passage is
		// located on its own; one passage the note lacks keeps the whole
		// entry from counting.
		{"anthropic-text-document-joined.json", "anthropic", map[string]string{"C-001": "pass", "C-005": "pass", "C-006": "pass", "C-009": "pass"}, ""},
		{"langchain-context-joined.json", "langchain", map[string]string{"C-001": "pass", "C-005": "pass", "C-006": "pass", "C-009": "pass"}, ""},
		{"anthropic-text-document-joined-forged.json", "anthropic", map[string]string{"C-001": "pass", "C-005": "fail", "C-006": "fail"}, "is not in VLT-0017"},
		// A Cohere web_search tool's page (named only by an https URL and
		// a title) is no Vault document, as an Anthropic, Gemini or OpenAI
		// web source is not: it is left out, not failed under C-001 (the
		// claim it carried stands uncited). A page whose title is a Vault
		// document's is that document's and is graded: its text is not
		// Bremen's.
		{"cohere-web-search.json", "cohere", map[string]string{"C-001": "pass", "C-005": "pass", "C-006": "pass", "C-009": "pass"}, ""},
		{"cohere-web-search-vault-title.json", "cohere", map[string]string{"C-001": "pass", "C-005": "fail", "C-006": "fail"}, "web_search_3m9d0c2p:0 (not-in-document)"},
	} {
		t.Run(tt.file, func(t *testing.T) { checkNativeProbe(t, g, tt.file, tt.format, tt.want, tt.why) })
	}
}
