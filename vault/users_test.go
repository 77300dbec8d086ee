package vault

import (
	"errors"
	"testing"
)

func TestCheckUser(t *testing.T) {
	src := &Source{
		Principals: []*Principal{{User: "u-assoc-17"}, {User: "u-partner-02"}},
		Grants:     []*Grant{{Doc: "D-1", Principal: "user:u-guest-9", Effect: Allow}},
		Documents:  []*Document{{ID: "D-1", Title: "One", Text: "text"}},
	}
	x := newIndex(src, [][]*Chunk{nil}, nil, "")
	for _, tc := range []struct {
		user, suggest string
		ok            bool
	}{
		{"u-assoc-17", "", true},
		{"u-guest-9", "", true}, // named by an ACL rule only
		{"u-asoc-17", "u-assoc-17", false},
		{"U-ASSOC-17", "", false}, // case matters; too far to suggest
		{"someone-else", "", false},
	} {
		err := x.CheckUser(tc.user)
		var ue *UnknownUserError
		switch {
		case tc.ok && err != nil:
			t.Errorf("%s: refused: %v", tc.user, err)
		case !tc.ok && !errors.As(err, &ue):
			t.Errorf("%s: error %v, want UnknownUserError", tc.user, err)
		case !tc.ok && ue.Suggestion != tc.suggest:
			t.Errorf("%s: suggested %q, want %q (%v)", tc.user, ue.Suggestion, tc.suggest, err)
		}
	}
}
