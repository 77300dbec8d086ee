package vault

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// TestEachJSONL: lines are handed over one at a time with their line
// numbers (blank lines skipped, a BOM and CR line endings stripped); an
// invalid line stops the reading at its line, after the lines before it
// were handed over; an error of the callback stops it too and comes back
// as it is.
func TestEachJSONL(t *testing.T) {
	stop := errors.New("stop")
	for _, tc := range []struct {
		name     string
		content  string
		stopAt   int // the callback fails on this line (0: never)
		want     []int
		wantLine int // the InputError's line (0: no InputError)
		wantStop bool
	}{
		{"blank lines, BOM, CRLF", "\xef\xbb\xbf{\"a\":1}\r\n\n  \n{\"b\":2}\n{\"c\":3}", 0, []int{1, 4, 5}, 0, false},
		{"invalid UTF-8 on line 3", "{}\n{}\n{\"a\":\"\xff\"}\n{}\n", 0, []int{1, 2}, 3, false},
		{"callback stops on line 2", "{}\n{}\n{}\n", 2, []int{1, 2}, 0, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "x.jsonl")
			if err := os.WriteFile(path, []byte(tc.content), 0o644); err != nil {
				t.Fatal(err)
			}
			var got []int
			err := eachJSONL(path, func(l jsonLine) error {
				got = append(got, l.n)
				if l.n == tc.stopAt {
					return stop
				}
				return nil
			})
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("lines handed over %v, want %v", got, tc.want)
			}
			var in *InputError
			switch {
			case tc.wantStop && err != stop:
				t.Errorf("err %v, want the callback's", err)
			case tc.wantLine > 0 && (!errors.As(err, &in) || in.Line != tc.wantLine):
				t.Errorf("err %v, want an input error on line %d", err, tc.wantLine)
			case !tc.wantStop && tc.wantLine == 0 && err != nil:
				t.Errorf("err %v", err)
			}
		})
	}
}
