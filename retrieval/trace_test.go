package retrieval

import (
	"reflect"
	"strings"
	"testing"
)

// TestCheckTrace: the Vault is the authority over a trace. Text that
// differs, an invented chunk ID and a walled document's chunk are each
// a problem naming the entry; only entries whose text is the Vault's
// (or absent) count, and they carry the Vault's text.
func TestCheckTrace(t *testing.T) {
	v := testVault()
	c2 := v.byID["VLT-0001#c2"].Text
	in := []Retrieved{
		{ChunkID: "VLT-0001#c2", Rank: 1},
		{ChunkID: "VLT-0001#c3", Rank: 2, Text: "  " + v.byID["VLT-0001#c3"].Text + "\n"}, // white space only
		{ChunkID: "VLT-0009#c1", Rank: 3, Text: "invented"},
		{ChunkID: "VLT-0001#c4", Rank: 4, Text: "The party seeking to escape the contract need only allege inconvenience."},
		{ChunkID: "VLT-0001#c1", Rank: 5, Text: "Zapata, a Houston corpor\u200bation, contracted with Unterweser to tow the rig Chaparral."},
		{ChunkID: "VLT-0001#c2", Rank: 6},
		{ChunkID: "VLT-0004#c1", Rank: 7},
		// Forged: the overview's text with an on-topic sentence appended.
		{ChunkID: "VLT-0002#c3", Rank: 8, Text: v.byID["VLT-0002#c3"].Text + " ... forum-selection clause."},
	}
	orig := append([]Retrieved{}, in...)
	readable := func(doc string) bool { return doc != "VLT-0004" }
	got := CheckTrace(v, in, readable)
	if !reflect.DeepEqual(in, orig) {
		t.Error("CheckTrace modified the trace it was given")
	}
	var ids []string
	for _, e := range got.Entries {
		ids = append(ids, e.ChunkID)
		if want := v.byID[e.ChunkID].Text; e.Text != want {
			t.Errorf("%s carries %q, want the Vault's text", e.ChunkID, e.Text)
		}
	}
	if want := []string{"VLT-0001#c2", "VLT-0001#c3", "VLT-0004#c1"}; !reflect.DeepEqual(ids, want) {
		t.Errorf("counted entries = %v, want %v", ids, want)
	}
	if got.Entries[0].Text != c2 {
		t.Errorf("missing text not filled from the Vault: %q", got.Entries[0].Text)
	}
	var problems []string
	for _, p := range got.Problems {
		problems = append(problems, p.ChunkID+" "+string(p.Kind))
	}
	want := []string{"VLT-0009#c1 unknown-chunk", "VLT-0001#c4 text-differs", "VLT-0001#c1 text-differs",
		"VLT-0001#c2 duplicate", "VLT-0004#c1 walled", "VLT-0002#c3 text-differs"}
	if !reflect.DeepEqual(problems, want) {
		t.Fatalf("problems = %v, want %v", problems, want)
	}
	if w := got.Problems[1].Why; !strings.Contains(w, `from character 41 the trace has "need only allege inconvenience." where the Vault has "must show that trial in the contractual "`) ||
		!strings.Contains(w, "(rank 4)") || !strings.Contains(w, "does not count as retrieved") {
		t.Errorf("Why = %s", w)
	}
	if !got.Walled("VLT-0004#c1") || got.Walled("VLT-0001#c2") {
		t.Error("Walled does not report the walled entry alone")
	}
	if s := got.Support(); len(s) != 2 {
		t.Errorf("Support = %v, want the two readable entries", s)
	}
	if !got.Given || NoTrace().Given {
		t.Error("Given must tell a trace (even an empty one) from none")
	}
	if empty := CheckTrace(v, []Retrieved{}, nil); !empty.Given || len(empty.Entries) != 0 {
		t.Errorf("an empty trace is a trace of nothing: %+v", empty)
	}
}

// A walled chunk whose trace text differs is reported without quoting
// the Vault's text of the walled document.
func TestCheckTraceWalledDiffQuotesNothing(t *testing.T) {
	v := testVault()
	got := CheckTrace(v, []Retrieved{{ChunkID: "VLT-0004#c1", Rank: 1, Text: "Something else entirely."}}, func(doc string) bool { return doc != "VLT-0004" })
	if len(got.Problems) != 1 || strings.Contains(got.Problems[0].Why, "Under The Bremen") || !strings.Contains(got.Problems[0].Why, "not shown") {
		t.Errorf("problems = %+v", got.Problems)
	}
}
