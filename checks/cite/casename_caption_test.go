package cite

import "testing"

const captionProp = "A transfer made within ninety days of the petition may be avoided."

// TestDoubleCaptions: an adversary caption with the bankruptcy (or
// estate) case's caption in parentheses is one case name, both captions
// inside the citation's span, and the citation sentence cites the
// proposition before it. Before, the name walk stopped at the ")", the
// citation had no name, and its sentence became a proposition of its own
// while the claim before it cited nothing.
func TestDoubleCaptions(t *testing.T) {
	e := mustExtractor(t, Options{})
	for _, r := range []entityRow{
		{name: "In re, citation sentence",
			in:       captionProp + " Falkner v. Rusk (In re Rusk), 91 F.4th 388, 389 (4th Cir. 2024).",
			cite:     "Falkner v. Rusk (In re Rusk), 91 F.4th 388, 389 (4th Cir. 2024)",
			caseName: "Falkner v. Rusk (In re Rusk)", plain: "Falkner", def: "Rusk", prop: captionProp},
		{name: "entity in the parenthetical",
			in:       captionProp + " Harmon v. Osgood (In re Osgood Millworks, Inc.), 44 B.R. 120, 122 (Bankr. D. Mass. 2019).",
			cite:     "Harmon v. Osgood (In re Osgood Millworks, Inc.), 44 B.R. 120, 122 (Bankr. D. Mass. 2019)",
			caseName: "Harmon v. Osgood (In re Osgood Millworks, Inc.)", prop: captionProp},
		{name: "Matter of, after a signal",
			in:       captionProp + " See Dunstan v. Pruitt (Matter of Pruitt), 12 F.4th 55, 58 (7th Cir. 2021).",
			cite:     "Dunstan v. Pruitt (Matter of Pruitt), 12 F.4th 55, 58 (7th Cir. 2021)",
			caseName: "Dunstan v. Pruitt (Matter of Pruitt)", prop: captionProp},
		{name: "inline in the sentence",
			in:       "As Falkner v. Rusk (In re Rusk), 91 F.4th 388, 389 (4th Cir. 2024), holds, the transfer may be avoided.",
			cite:     "Falkner v. Rusk (In re Rusk), 91 F.4th 388, 389 (4th Cir. 2024)",
			caseName: "Falkner v. Rusk (In re Rusk)", prop: "As Falkner v. Rusk (In re Rusk), 91 F.4th 388, 389 (4th Cir. 2024), holds, the transfer may be avoided."},
		// a parenthetical that is no caption is not read into the name
		{name: "one caption",
			in:       captionProp + " Falkner v. Rusk, 91 F.4th 388, 389 (4th Cir. 2024).",
			cite:     "Falkner v. Rusk, 91 F.4th 388, 389 (4th Cir. 2024)",
			caseName: "Falkner v. Rusk", prop: captionProp},
	} {
		t.Run(r.name, func(t *testing.T) { checkEntityRow(t, e, r) })
	}
}

// TestSkipBackCaptionParen: only a parenthetical opening with a caption
// word and a capital, after white space, with no parenthesis inside, is
// a caption.
func TestSkipBackCaptionParen(t *testing.T) {
	tests := []struct {
		s    string
		want int // where the caption opens, or len(s)
	}{
		{"Falkner v. Rusk (In re Rusk)", 16},
		{"Falkner v. Rusk (In re Rusk)  ", 16},
		{"Falkner v. Rusk (Ex parte Rusk)", 16},
		{"Falkner v. Rusk (in re Rusk)", 28},   // not capitalised as a caption is
		{"Falkner v. Rusk (per curiam)", 28},   // an aside
		{"Falkner v. Rusk(In re Rusk)", 27},    // no space before it
		{"Falkner v. Rusk (In re (Rusk))", 30}, // nested
		{"Falkner v. Rusk (In re )", 24},       // no name in it
	}
	for _, tt := range tests {
		if got := skipBackCaptionParen(tt.s, len(tt.s), 0); got != tt.want {
			t.Errorf("skipBackCaptionParen(%q) = %d, want %d", tt.s, got, tt.want)
		}
	}
}
