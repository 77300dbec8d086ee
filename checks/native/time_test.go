package native

import (
	"errors"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/rubric"
)

// TestProviderTimeBadInput: a provider's own time that is present but
// unreadable (an offset beyond ±23:59, not RFC 3339, not a number) is bad
// input naming the file and field, never a silent fall back to the case's
// time; a well-formed one still sets the time asked.
func TestProviderTimeBadInput(t *testing.T) {
	gem := string(load(t, "gemini-clean"))
	oai := string(load(t, "openai-responses-clean"))
	const real = `"createTime": "2026-06-15T13:58:02.412Z"`
	tests := []struct {
		name, format, data, field string
	}{
		{"offset hour 24", "gemini", strings.Replace(gem, real, `"createTime": "2026-06-15T13:58:02+24:00"`, 1), "createTime"},
		{"offset minute 60", "gemini", strings.Replace(gem, real, `"createTime": "2026-06-15T13:58:02-23:60"`, 1), "createTime"},
		{"offset hour 99", "gemini", strings.Replace(gem, real, `"createTime": "2026-06-15T13:58:02+99:00"`, 1), "createTime"},
		{"not a time", "gemini", strings.Replace(gem, real, `"createTime": "yesterday"`, 1), "createTime"},
		{"not a string", "gemini", strings.Replace(gem, real, `"createTime": 1718459882`, 1), "createTime"},
		{"created_at a string", "openai-responses", strings.Replace(oai, `"created_at": 1781532000`, `"created_at": "1781532000"`, 1), "created_at"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.data == gem || tt.data == oai {
				t.Fatal("the fixture edit did not apply")
			}
			_, err := decode(t, tt.format, []byte(tt.data))
			var ie *rubric.InputError
			if !errors.As(err, &ie) || ie.Field != tt.field || ie.File != "r.json" {
				t.Errorf("err = %v, want bad input in r.json field %q", err, tt.field)
			}
		})
	}
	for _, s := range []string{"2026-06-15T13:58:02.412Z", "2026-06-15T13:58:02+23:59", "2026-06-15T13:58:02-05:30"} {
		r, err := decode(t, "gemini", []byte(strings.Replace(gem, real, `"createTime": "`+s+`"`, 1)))
		if err != nil || r.AskedAt == nil || r.AtSource != "format" {
			t.Errorf("%s: err %v, asked %v, want the time asked set", s, err, r)
		}
	}
}
