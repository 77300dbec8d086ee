package grade

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/native"
	"github.com/citecheck/citecheck/retrieval"
)

// TestNativeForgedText: every adapter's clean response, with the words
// its provider says the document holds changed everywhere the response
// carries them (the retrieved texts, the documents sent, the cited
// quotes and the answer alike: "prima facie valid" becomes "prima facie
// vague", the same length, so every offset still agrees). A provider's
// word about a document is evidence to check, never the document: every
// entry whose text the Vault's document does not hold is a trace problem
// and counts as nothing retrieved; and where the format's citation
// carries the document's words (a quote, the retrieved reference or
// grounding chunk it rests on), C-005 or C-006 fails.
//
// Where the citation carries no words of its own (a file citation, a
// cited document ID), the forged entry drops out and the passage is the
// Vault's own text, retrieved through the response's genuine entries; the
// claim is then the judge's to refuse (the Vault says "valid", the
// answer "vague"), not the adapter's.
func TestNativeForgedText(t *testing.T) {
	g := nativeGrader(t)
	// the formats whose citations carry the document's words
	quoting := map[string]bool{"anthropic": true, "bedrock-kb": true, "gemini": true, "langchain": true}
	for _, f := range native.Formats() {
		t.Run(f.Name, func(t *testing.T) {
			path := filepath.Join(nativeSuite, "responses", f.Name+"-clean.json")
			clean, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Contains(clean, []byte("prima facie valid")) {
				t.Fatalf("%s holds no %q to forge", path, "prima facie valid")
			}
			forged := bytes.ReplaceAll(clean, []byte("prima facie valid"), []byte("prima facie vague"))
			dec, _ := native.Decoder(f.Name)
			resp, err := dec(path, forged)
			if err != nil {
				t.Fatalf("the forged response is bad input (%v); want it graded", err)
			}
			s, rep, err := g.Grade(context.Background(), resp)
			if err != nil {
				t.Fatal(err)
			}
			notInDoc := 0
			for _, p := range rep.TraceProblems {
				if p.Kind == retrieval.NotInDocument {
					notInDoc++
				}
			}
			if notInDoc == 0 {
				t.Errorf("no trace entry is reported as not in the document (trace problems %v)", rep.TraceProblems)
			}
			verdicts := map[string]string{}
			var why []string
			for _, cr := range s.CriteriaResults {
				verdicts[cr.ID] = string(cr.Verdict)
				if cr.Verdict != "pass" {
					why = append(why, cr.ID+": "+cr.Reasoning)
				}
			}
			if quoting[f.Name] && verdicts["C-005"] == "pass" && verdicts["C-006"] == "pass" {
				t.Errorf("a citation resting on words the document does not hold passed C-005 and C-006; failures:\n%s", strings.Join(why, "\n"))
			}
		})
	}
}
