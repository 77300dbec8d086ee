package cite

import "testing"

// TestMarkedLines: a line that ends with a reference marker or a
// bracketed reference and is followed by a line opening a statement is a
// statement of its own, period or not; a line continuing in lower case,
// or ending in a bare citation, continues its sentence.
func TestMarkedLines(t *testing.T) {
	e := markerExtractor(t)
	const list = "\n\n[1] VLT-0001, p. 10\n[2] VLT-0001, p. 15\n"
	for _, tc := range []struct {
		name, in string
		want     []string // the propositions, in order
	}{
		{"two marked lines", "Clauses are valid [1]\nFraud voids them [2]" + list,
			[]string{"Clauses are valid [1]", "Fraud voids them [2]"}},
		{"bracketed references", "Clauses are valid [VLT-0001, p. 10]\nFraud voids them [VLT-0001, p. 15]",
			[]string{"Clauses are valid [VLT-0001, p. 10]", "Fraud voids them [VLT-0001, p. 15]"}},
		{"lower case goes on", "Clauses are valid [1]\nand fraud voids them [2]." + list,
			[]string{"Clauses are valid [1]\nand fraud voids them [2]."}},
		{"a bare citation may wrap", "Clauses are valid under Bremen, 407 U.S. at 10\nCarnival agrees.",
			[]string{"Clauses are valid under Bremen, 407 U.S. at 10\nCarnival agrees."}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := e.Extract(tc.in)
			var got []string
			for _, p := range a.Propositions {
				got = append(got, tc.in[p.Start:p.End])
			}
			if len(got) != len(tc.want) {
				t.Fatalf("propositions %q, want %q", got, tc.want)
			}
			for i := range got {
				if got[i] != tc.want[i] {
					t.Errorf("proposition %d %q, want %q", i, got[i], tc.want[i])
				}
			}
		})
	}
}

// TestSectionNumberEndsSentence: a dotted section number before a period
// ("§ 740.5.") is a number, not an abbreviation, so its period ends the
// citation sentence and the statute cites the sentence before it; an
// abbreviation with letters ("U.S.") still ends nothing.
func TestSectionNumberEndsSentence(t *testing.T) {
	e := mustExtractor(t, Options{})
	in := "Back pay is payable. Lab. Law § 740.5. Punitive damages are barred. Lab. Law § 740.6."
	a := e.Extract(in)
	want := map[string]string{"Lab. Law § 740.5": "Back pay is payable.", "Lab. Law § 740.6": "Punitive damages are barred."}
	for _, c := range a.Citations {
		w, ok := want[c.Text]
		if !ok {
			continue
		}
		delete(want, c.Text)
		if c.Proposition < 0 {
			t.Errorf("%q supports nothing", c.Text)
			continue
		}
		p := a.Propositions[c.Proposition]
		if got := in[p.Start:p.End]; got != w {
			t.Errorf("%q supports %q, want %q", c.Text, got, w)
		}
	}
	for k := range want {
		t.Errorf("%q not read", k)
	}
}
