package checks

import "strings"

// whyDenied is why a citation of a document the user could not read is
// not sent to the judge.
const whyDenied = "the requesting user could not read its document at the time asked (C-002 reports it), so its text is not sent to the judge"

// deniedToUser reports whether the requesting user could not read doc at
// the time asked. The text of such a document never goes to the judge: a
// judge endpoint is a third party, and its evidence quotes land in
// report.json and the service's reply, which the user reads. When the
// user or time is unknown access cannot be decided and nothing is held
// back (C-002 fails such a response on its own terms).
func deniedToUser(in *Input, doc string) bool {
	if in == nil || in.Vault == nil || doc == "" || in.User == "" || in.At.IsZero() {
		return false
	}
	return !in.Vault.Access(in.User, in.At, doc).Allowed
}

// chunkDoc is the document a chunk ID belongs to, from the Vault when it
// holds the chunk, else the part before "#".
func chunkDoc(in *Input, chunkID string) string {
	if in.Vault != nil {
		if ch, ok := in.Vault.Chunk(chunkID); ok {
			return ch.Doc
		}
	}
	doc, _, _ := strings.Cut(chunkID, "#")
	return doc
}
