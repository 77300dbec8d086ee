package schema

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestEverySchemaIsNamedAndIdentified: each listed schema is embedded,
// is JSON, declares draft 2020-12, and has the $id its $refs resolve
// against; an unknown name lists the known ones.
func TestEverySchemaIsNamedAndIdentified(t *testing.T) {
	seen := map[string]bool{}
	for _, e := range List() {
		if seen[e.Name] {
			t.Errorf("%s listed twice", e.Name)
		}
		seen[e.Name] = true
		for _, name := range []string{e.Name, e.File} {
			got, b, err := Get(name)
			if err != nil || got != e {
				t.Fatalf("Get(%q) = %v, %v", name, got, err)
			}
			var s struct {
				Schema string `json:"$schema"`
				ID     string `json:"$id"`
				Title  string `json:"title"`
			}
			if err := json.Unmarshal(b, &s); err != nil {
				t.Fatalf("%s: %v", e.File, err)
			}
			if s.Schema != "https://json-schema.org/draft/2020-12/schema" || s.ID != BaseURI+e.File || s.Title == "" {
				t.Errorf("%s: $schema %q, $id %q, title %q", e.File, s.Schema, s.ID, s.Title)
			}
		}
	}
	if len(seen) != 8 {
		t.Errorf("%d schemas, want one for each of the 8 input files", len(seen))
	}
	if _, _, err := Get("documets"); err == nil || !strings.Contains(err.Error(), "documents") {
		t.Errorf("Get(documets) = %v", err)
	}
}
