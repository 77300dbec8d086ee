package cite

import "testing"

// TestIdAfterStandaloneShortForm: "Id." after a short form that has no
// full citation before it (chat answers often open with "Bremen, 407
// U.S. at 10") refers to that short form, which resolves by its name;
// before, such an Id. referred to nothing and failed C-001 in a valid
// answer. An Id. after an Id. with nothing before it still refers to
// nothing, and a full citation before stays the antecedent.
func TestIdAfterStandaloneShortForm(t *testing.T) {
	e := mustExtractor(t, Options{Documents: []DocumentNames{
		{ID: "QX-0001", Title: "Pellworth v. Ondine Mills", Aliases: []string{"Pellworth"}, Citations: []string{"301 N.E.3d 220"}},
	}})
	for _, tc := range []struct {
		name, text string
		id         string // the Id.'s text
		want       string // its antecedent's text, "" for none
	}{
		{"after a short form", "The lease was void. Pellworth, 301 N.E.3d at 223. Rent was due. Id. at 224.\n", "Id. at 224", "Pellworth, 301 N.E.3d at 223"},
		{"in parentheses", "The lease was void (Pellworth, 301 N.E.3d at 223), and rent was due (id. at 224).\n", "id. at 224", "Pellworth, 301 N.E.3d at 223"},
		{"after a full citation and a short form", "Void. Pellworth v. Ondine Mills, 301 N.E.3d 220, 221 (Ill. 2024). Due. Pellworth, 301 N.E.3d at 223. Id. at 224.\n", "Id. at 224", "Pellworth v. Ondine Mills, 301 N.E.3d 220, 221 (Ill. 2024)"},
		{"an Id. first", "Void. Id. at 3. Due. Id. at 4.\n", "Id. at 4", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := e.Extract(tc.text)
			for _, c := range a.Citations {
				if c.Text != tc.id {
					continue
				}
				got := ""
				if c.Antecedent >= 0 {
					got = a.Citations[c.Antecedent].Text
				}
				if got != tc.want {
					t.Errorf("antecedent %q, want %q", got, tc.want)
				}
				return
			}
			t.Fatalf("no citation %q in %+v", tc.id, a.Citations)
		})
	}
}
