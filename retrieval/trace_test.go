package retrieval

import (
	"reflect"
	"testing"
)

func TestTraceText(t *testing.T) {
	v := testVault()
	c2 := v.byID["VLT-0001#c2"].Text
	in := []Retrieved{
		{ChunkID: "VLT-0001#c2", Rank: 1},
		{ChunkID: "VLT-0001#c3", Rank: 2, Text: "  " + v.byID["VLT-0001#c3"].Text + "\n"}, // white space only
		{ChunkID: "VLT-0009#c1", Rank: 3, Text: "invented"},
		{ChunkID: "VLT-0001#c4", Rank: 4, Text: "The party seeking to escape the contract need only allege inconvenience."},
		{ChunkID: "VLT-0001#c1", Rank: 5, Text: "Zapata, a Houston corpor\u200bation, contracted with Unterweser to tow the rig Chaparral."},
	}
	out, problems := TraceText(v, in)
	if out[0].Text != c2 {
		t.Errorf("missing text not filled from the Vault: %q", out[0].Text)
	}
	if out[2].Text != "invented" || in[0].Text != "" {
		t.Errorf("TraceText must copy the trace and keep what it cannot check: %+v / %+v", out[2], in[0])
	}
	var got []string
	for _, p := range problems {
		got = append(got, p.ChunkID+" "+string(p.Kind))
	}
	want := []string{"VLT-0009#c1 unknown-chunk", "VLT-0001#c4 text-differs", "VLT-0001#c1 text-differs"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("problems = %v, want %v", got, want)
	}
	if w := problems[1].Why; w != `retrieved text of VLT-0001#c4 (rank 4) differs from the Vault: from character 41 the trace has "need only allege inconvenience." where the Vault has "must show that trial in the contractual "` {
		t.Errorf("Why = %s", w)
	}
}
