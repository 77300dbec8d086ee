package checks

import (
	"testing"
	"time"

	"github.com/citecheck/citecheck/checks/internal/fixture"
	"github.com/citecheck/citecheck/vault"
)

// countingVault counts the access questions put to the Vault.
type countingVault struct {
	vault.Reader
	asked map[accessKey]int
}

func (v *countingVault) Access(user string, at time.Time, doc string) vault.Decision {
	v.asked[accessKey{user, doc, at}]++
	return v.Reader.Access(user, at, doc)
}

// TestAccessMemo: Access gives the Vault's own decision for every
// question, asks the Vault once per question within a response (with a
// memo) and once per Grader across responses (with its cache), and
// never answers one question with another's decision.
func TestAccessMemo(t *testing.T) {
	at := time.Date(2026, 6, 15, 14, 0, 0, 0, time.UTC)
	type q struct {
		user string
		at   time.Time
		doc  string
	}
	questions := []q{{"u-1", at, "VLT-0001"}, {"u-1", at, "VLT-0004"}, {"u-2", at, "VLT-0001"},
		{"u-1", at.Add(-24 * 365 * time.Hour), "VLT-0004"}, {"u-1", at, "VLT-9999"}}
	cache := NewVaultCache()
	tests := []struct {
		name      string
		memos     func() []*ResponseMemo // one per response
		wantAsked int                    // times the Vault is asked each question
	}{
		{"no memo", func() []*ResponseMemo { return []*ResponseMemo{nil, nil} }, 4},
		{"a memo per response, no Grader", func() []*ResponseMemo { return []*ResponseMemo{NewResponseMemo(nil), NewResponseMemo(nil)} }, 2},
		{"a Grader's cache", func() []*ResponseMemo { return []*ResponseMemo{NewResponseMemo(cache), NewResponseMemo(cache)} }, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			base := fixture.TestVault()
			v := &countingVault{Reader: base, asked: map[accessKey]int{}}
			for _, m := range tt.memos() {
				for round := 0; round < 2; round++ {
					for _, qq := range questions {
						in := &Input{Vault: v, User: qq.user, At: qq.at, Memo: m}
						got, want := Access(in, qq.doc), base.Access(qq.user, qq.at, qq.doc)
						if got != want {
							t.Errorf("Access(%s, %s, %s) = %+v, want the Vault's %+v", qq.user, qq.at, qq.doc, got, want)
						}
					}
				}
			}
			for _, qq := range questions {
				if n := v.asked[accessKey{qq.user, qq.doc, qq.at}]; n != tt.wantAsked {
					t.Errorf("the Vault was asked (%s, %s, %s) %d times, want %d", qq.user, qq.at, qq.doc, n, tt.wantAsked)
				}
			}
		})
	}
}
