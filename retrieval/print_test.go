package retrieval

import (
	"bytes"
	"path/filepath"
	"testing"

	"github.com/citecheck/citecheck/vault/vaulttest"
)

// golden compares got with testdata/name (vaulttest.Golden; -update rewrites).
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	vaulttest.Golden(t, filepath.Join("testdata", name), got)
}

func printedTrace(t *testing.T) (Trace, *fakeVault) {
	v := testVault()
	tr := Trace{User: "u-assoc-17", AskedAt: asked, Question: "When is a forum clause unenforceable?", Retrieved: []Retrieved{
		{ChunkID: "VLT-0001#c3", Rank: 1, Score: 3.25, Text: v.byID["VLT-0001#c3"].Text},
		{ChunkID: "VLT-0002#c2", Rank: 2, Score: 1.5, Text: v.byID["VLT-0002#c2"].Text},
		{ChunkID: "VLT-0003#c1", Rank: 3, Score: 0.125, Text: v.byID["VLT-0003#c1"].Text},
	}}
	return tr, v
}

func TestWriteJSON(t *testing.T) {
	tr, _ := printedTrace(t)
	var b bytes.Buffer
	if err := WriteJSON(&b, tr); err != nil {
		t.Fatal(err)
	}
	golden(t, "trace.json.golden", b.Bytes())
}

func TestWriteTable(t *testing.T) {
	tr, v := printedTrace(t)
	var b bytes.Buffer
	if err := WriteTable(&b, tr, v); err != nil {
		t.Fatal(err)
	}
	b.WriteString("--- empty\n")
	if err := WriteTable(&b, Trace{User: "nobody", AskedAt: asked, Question: "q"}, v); err != nil {
		t.Fatal(err)
	}
	golden(t, "trace.txt.golden", b.Bytes())
}
