package namekeys

import (
	"reflect"
	"testing"
)

func TestCaptions(t *testing.T) {
	for _, tc := range []struct {
		title string
		want  []string
	}{
		{"Employee Handbook", nil},
		{"The Master Services Agreement", []string{"The Master Services Agreement"}},
		{" Smith v. Jones ", []string{"Smith v. Jones"}},
		{"In re Acme: Disclosure Statement", []string{"In re Acme: Disclosure Statement", "In re Acme"}},
		{"Initech, Inc. v. Globex Industries, Inc.: Bench Memorandum", []string{"Initech, Inc. v. Globex Industries, Inc.: Bench Memorandum", "Initech, Inc. v. Globex Industries, Inc."}},
		{"Memo: Smith v. Jones", []string{"Memo: Smith v. Jones"}},
		{"", nil},
	} {
		if got := Captions(tc.title); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("Captions(%q) = %q, want %q", tc.title, got, tc.want)
		}
	}
}

func TestShortNames(t *testing.T) {
	for _, tc := range []struct {
		title   string
		aliases []string
		want    []string
	}{
		{"M/S Bremen v. Zapata Off-Shore Co.", []string{"The Bremen"}, []string{"M/S Bremen v. Zapata Off-Shore Co.", "Bremen", "Zapata Off-Shore", "Bremen"}},
		{"Employee Handbook", []string{"Handbook", "HB"}, []string{"Employee Handbook", "Handbook", "HB"}}, // an alias in capitals is kept however short
		{"Doe v. Roe", []string{"Doe", "H"}, []string{"Doe v. Roe"}},                                       // a three-letter party and one capital: too short
		{"In re Acme Holdings: Plan", nil, []string{"In re Acme Holdings"}},
		{"Alpha, Inc. v. Beta Corp.", nil, []string{"Alpha, Inc. v. Beta Corp.", "Alpha", "Beta"}},
		{"lower v. case", nil, nil},
	} {
		if got := ShortNames(tc.title, tc.aliases); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("ShortNames(%q, %q) = %q, want %q", tc.title, tc.aliases, got, tc.want)
		}
	}
}

func TestWordKeys(t *testing.T) {
	for _, tc := range []struct {
		phrase string
		words  []string
		key    string
	}{
		{"Smith v. Jones Distribution Co.", []string{"smith", "v", "jones", "distribution", "co"}, "smith v jones distribution co"},
		{"“Initech,” Inc. — (the) *Memo*", []string{"initech", "inc", "—", "the", "memo"}, "initech inc — the memo"},
		{"  ... ,, ", nil, ""},
	} {
		words := PhraseWords(tc.phrase)
		if !reflect.DeepEqual(words, tc.words) || PhraseKey(words) != tc.key {
			t.Errorf("PhraseWords(%q) = %q (key %q), want %q (key %q)", tc.phrase, words, PhraseKey(words), tc.words, tc.key)
		}
	}
	if FoldTitle("  *The  Handbook.*  ") != "the handbook" || FoldFile("  A B.PDF ") != "a b.pdf" || FoldID("VLT-01") != "vlt-01" || FirstWord("Zapata Off-Shore") != "Zapata" {
		t.Error("a fold is not what the extractor compares")
	}
}
