package native

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestBedrockPageMetadata: a PDF chunk's x-amz-bedrock-kb-document-page-number
// is its citation's page (the grader checks it against the Vault), read
// from the number boto3 returns or a string of one; a value that is no
// 1-based page is bad input naming the field, never read as no page.
func TestBedrockPageMetadata(t *testing.T) {
	tests := []struct {
		name  string
		value any // absent when nil
		page  string
		bad   bool
	}{
		{"absent", nil, "", false},
		{"null", json.RawMessage("null"), "", false},
		{"float, as boto3 returns it", 3.0, "3", false},
		{"integer", 1, "1", false},
		{"string", "12", "12", false},
		{"zero", 0, "", true},
		{"negative", -2, "", true},
		{"fraction", 2.5, "", true},
		{"word", "two", "", true},
		{"bool", true, "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var obj map[string]any
			if err := json.Unmarshal(load(t, "bedrock-kb-clean"), &obj); err != nil {
				t.Fatal(err)
			}
			ref := obj["citations"].([]any)[0].(map[string]any)["retrievedReferences"].([]any)[0].(map[string]any)
			if tt.value != nil {
				ref["metadata"].(map[string]any)[bedrockPageKey] = tt.value
			}
			data, _ := json.Marshal(obj)
			r, err := decode(t, "bedrock-kb", data)
			if tt.bad {
				if err == nil || !strings.Contains(err.Error(), bedrockPageKey) {
					t.Fatalf("err = %v, want bad input naming %s", err, bedrockPageKey)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := r.Structured[0].Page; got != tt.page {
				t.Errorf("page %q, want %q", got, tt.page)
			}
		})
	}
}
