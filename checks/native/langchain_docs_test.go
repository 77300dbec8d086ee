package native

import (
	"strings"
	"testing"
)

// TestLangChainSerialisations: dumpd's constructor form and LangChain.js's
// pageContent are Documents; another serialised object, or two texts that
// differ, are bad input.
func TestLangChainSerialisations(t *testing.T) {
	meta := `"metadata":{"source":"/kb/a.pdf"}`
	chain := func(doc string) string { return `{"input":"q","context":[` + doc + `],"answer":"Ab."}` }
	for _, tt := range []struct {
		name, doc, refused string
	}{
		{"model_dump", `{"page_content":"Ab.",` + meta + `,"type":"Document","id":null}`, ""},
		{"LangChain.js", `{"pageContent":"Ab.",` + meta + `}`, ""},
		{"dumpd", `{"lc":1,"type":"constructor","id":["langchain","schema","document","Document"],"kwargs":{"page_content":"Ab.",` + meta + `}}`, ""},
		{"a numeric id", `{"page_content":"Ab.",` + meta + `,"id":17}`, ""},
		{"dumpd of another object", `{"lc":1,"type":"constructor","id":["langchain","schema","messages","AIMessage"],"kwargs":{"content":"Ab."}}`, "no Document constructor"},
		{"dumpd not_implemented", `{"lc":1,"type":"not_implemented","id":["x","Document"]}`, "no Document constructor"},
		{"two texts", `{"page_content":"Ab.","pageContent":"Cd.",` + meta + `}`, "page_content and pageContent differ"},
		{"no text", `{` + meta + `}`, "required field missing"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dec, _ := Decoder("langchain")
			r, err := dec("c.json", []byte(chain(tt.doc)))
			if tt.refused != "" {
				if err == nil || !strings.Contains(err.Error(), tt.refused) {
					t.Fatalf("err = %v, want one saying %q", err, tt.refused)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(r.Retrieved) != 1 || r.Retrieved[0].Text != "Ab." {
				t.Errorf("trace %+v, want the one Document", r.Retrieved)
			}
		})
	}
}
