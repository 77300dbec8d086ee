// Package native reads the response objects real RAG stacks return,
// unchanged (--from FORMAT), and turns each into citecheck's one
// response model (rubric.Response): the answer text, the retrieval
// trace (entries that name a document and carry its text, located in
// the Vault by retrieval.CheckTrace), the structured citations
// (rubric.StructuredCitation: the document names, the answer span each
// covers, its cited text or page, the trace entry it names), the time
// asked when the format carries one, and everything else the object
// carries as report metadata.
//
// One file per format (openai_responses.go, anthropic.go, ...), each a
// Format with a shape test for auto detection and a decoder; format.go
// holds the list, Detect and Decoder; offsets.go reads each format's
// offsets in the unit (UTF-8 bytes, code points, UTF-16 units) that
// makes them agree with the text the format carries. Nothing here
// reads the Vault: resolving names and locating text happen in the
// grader, so an adapter is a pure function of its input, bounded by
// the response size limit and by MaxCitations and MaxTraceEntries.
package native
