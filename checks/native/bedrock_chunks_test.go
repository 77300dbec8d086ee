package native

import (
	"encoding/json"
	"testing"
)

// TestBedrockSameChunkID: Bedrock repeats a chunk under every citation
// that rests on it, with the same chunk ID, text and location; that is
// one trace entry. The same chunk ID with other text or another location
// is not that chunk: it is an entry of its own (so its text is located
// in the Vault and a forgery reported), and its citation rests on it,
// never on the first entry's genuine text.
func TestBedrockSameChunkID(t *testing.T) {
	const forged = "A contractual choice-of-forum clause is always enforceable."
	tests := []struct {
		name    string
		edit    func(second map[string]any, first map[string]any)
		entries int
		text    string // the second citation's entry text
	}{
		{"same chunk, same text and location: one entry", func(s, f map[string]any) {
			s["content"], s["location"], s["metadata"] = f["content"], f["location"], f["metadata"]
		}, 1, ""},
		{"same chunk ID, other text: its own entry", func(s, f map[string]any) {
			s["location"], s["metadata"] = f["location"], f["metadata"]
			s["content"] = map[string]any{"type": "TEXT", "text": forged}
		}, 2, forged},
		{"same chunk ID, another document: its own entry", func(s, f map[string]any) {
			md := map[string]any{}
			for k, v := range s["metadata"].(map[string]any) {
				md[k] = v
			}
			md["x-amz-bedrock-kb-chunk-id"] = f["metadata"].(map[string]any)["x-amz-bedrock-kb-chunk-id"]
			s["metadata"] = md
		}, 2, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var obj map[string]any
			if err := json.Unmarshal(load(t, "bedrock-kb-clean"), &obj); err != nil {
				t.Fatal(err)
			}
			cits := obj["citations"].([]any)
			ref := func(i int) map[string]any {
				return cits[i].(map[string]any)["retrievedReferences"].([]any)[0].(map[string]any)
			}
			tt.edit(ref(1), ref(0))
			data, _ := json.Marshal(obj)
			r, err := decode(t, "bedrock-kb", data)
			if err != nil {
				t.Fatal(err)
			}
			if len(r.Retrieved) != tt.entries {
				t.Fatalf("%d trace entries, want %d: %+v", len(r.Retrieved), tt.entries, r.Retrieved)
			}
			k := r.Structured[1].Retrieved[0]
			if tt.text != "" && r.Retrieved[k].Text != tt.text {
				t.Errorf("the second citation rests on %q, want its own text %q", r.Retrieved[k].Text, tt.text)
			}
			if tt.entries == 2 && k != 1 {
				t.Errorf("the second citation rests on entry %d, want its own (1)", k)
			}
		})
	}
}
