package checks

import (
	"strings"

	"github.com/citecheck/citecheck/vault"
)

// whyDenied is why a citation of a document the user could not read is
// not sent to the judge; C-003 fails it for that reason (a passage the
// judge may not see cannot be shown to support anything).
const whyDenied = "the requesting user could not read its document at the time asked (C-002 reports it), so its text is not sent to the judge and it cannot be shown to support the proposition"

// deniedToUser reports whether the requesting user could not read doc at
// the time asked. The text of such a document never goes to the judge: a
// judge endpoint is a third party, and its evidence quotes land in
// report.json and the service's reply, which the user reads. Without a
// user nothing may be read (the grader refuses such a response before
// this is ever asked).
func deniedToUser(in *Input, doc string) bool {
	if in == nil || in.Vault == nil || doc == "" {
		return false
	}
	if in.User == "" {
		return true // nobody known to have asked may read nothing (Grade refuses this earlier)
	}
	return !vault.Allowed(in.Vault, in.User, in.At, doc)
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

// DocOfChunk is the document part of a chunk ID ("VLT-0001#c3" -> "VLT-0001").
func DocOfChunk(chunkID string) string {
	if i := strings.LastIndex(chunkID, "#c"); i > 0 {
		return chunkID[:i]
	}
	return ""
}
