package native

import "testing"

// TestSpanGroups: a provider citation naming several sources for one
// span (a Bedrock citation's retrievedReferences, a Gemini support's
// groundingChunkIndices, a Cohere citation's sources) makes one
// structured citation per source, and they share the provider
// citation's field as their Group, so the judge reads them as the
// span's sources together (checks/judge_span_groups.go); a citation of
// one source has none. Judged each alone, a span of two sentences drawn
// one from each of two documents failed on both.
func TestSpanGroups(t *testing.T) {
	bedrockRef := func(doc string) string {
		return `{"content":{"text":"Ab."},"location":{"type":"S3","s3Location":{"uri":"s3://b/` + doc + `"}}}`
	}
	for _, tt := range []struct {
		name, format, data string
		want               []string // each structured citation's Group
	}{
		{"bedrock, two references", "bedrock-kb", `{"output":{"text":"Ab. Cd."},"citations":[{"generatedResponsePart":{"textResponsePart":{"text":"Ab. Cd.","span":{"start":0,"end":6}}},"retrievedReferences":[` + bedrockRef("a.pdf") + `,` + bedrockRef("b.pdf") + `]},{"generatedResponsePart":{"textResponsePart":{"text":"Cd.","span":{"start":4,"end":6}}},"retrievedReferences":[` + bedrockRef("c.pdf") + `]}]}`,
			[]string{"citations[0]", "citations[0]", ""}},
		{"gemini, two chunks", "gemini", `{"candidates":[{"content":{"parts":[{"text":"Ab. Cd."}]},"groundingMetadata":{"groundingChunks":[{"retrievedContext":{"uri":"gs://b/a.pdf","text":"Ab."}},{"retrievedContext":{"uri":"gs://b/b.pdf","text":"Cd."}}],"groundingSupports":[{"segment":{"endIndex":7,"text":"Ab. Cd."},"groundingChunkIndices":[0,1]},{"segment":{"startIndex":4,"endIndex":7,"text":"Cd."},"groundingChunkIndices":[1]}]}}]}`,
			[]string{"candidates[0].groundingMetadata.groundingSupports[0]", "candidates[0].groundingMetadata.groundingSupports[0]", ""}},
		{"cohere, two sources", "cohere", `{"request":{"documents":[{"id":"a","data":{"text":"Ab.","title":"a.pdf"}},{"id":"b","data":{"text":"Cd.","title":"b.pdf"}}]},"response":{"message":{"content":[{"type":"text","text":"Ab. Cd."}],"citations":[{"start":0,"end":7,"text":"Ab. Cd.","sources":[{"type":"document","id":"a"},{"type":"document","id":"b"}]},{"start":4,"end":7,"text":"Cd.","sources":[{"type":"document","id":"b"}]}]}}}`,
			[]string{"response.message.citations[0]", "response.message.citations[0]", ""}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dec, _ := Decoder(tt.format)
			r, err := dec("r.json", []byte(tt.data))
			if err != nil {
				t.Fatal(err)
			}
			if len(r.Structured) != len(tt.want) {
				t.Fatalf("%d structured citations, want %d", len(r.Structured), len(tt.want))
			}
			for k, sc := range r.Structured {
				if sc.Group != tt.want[k] {
					t.Errorf("citation %d (%s): group %q, want %q", k, sc.Field, sc.Group, tt.want[k])
				}
			}
		})
	}
}
