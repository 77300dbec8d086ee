package checks

import (
	"testing"
	"time"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/internal/fixture"
	"github.com/citecheck/citecheck/vault"
)

func TestAccessCheck(t *testing.T) {
	msa := func() *cite.Answer {
		return fixture.NewAnswer("Acme-MSA.pdf, § 14.2").Cite("Acme-MSA.pdf", cite.Citation{Kind: cite.KindFile, Identifier: "Acme-MSA.pdf"}).Answer()
	}
	runCheckTable(t, NewAccessCheck(), []checkCase{
		{name: "readable", verdict: Pass, want: []string{"The one cited Vault document is readable by u-1 at 2026-06-15T14:00:00Z"},
			answer: fixture.NewAnswer("[VLT-0001]").Cite("VLT-0001", cite.Citation{Kind: cite.KindVault, DocID: "VLT-0001"}).Answer()},
		{name: "ethical wall", verdict: Fail, answer: msa(),
			want: []string{`"Acme-MSA.pdf" (bytes 0-12) cites VLT-0004. an ethical wall denies u-1 (rule: deny user:u-1 (acl.jsonl:3)).`}},
		{name: "decision without a reason", verdict: Fail, answer: msa(), prepare: func(in *Input) {
			in.Vault.(*fixture.Vault).Deny["VLT-0004"] = vault.Decision{Doc: "VLT-0004"}
		}, want: []string{"cites VLT-0004. u-1 may not read it at 2026-06-15T14:00:00Z."}},
		{name: "no user", verdict: Fail, answer: msa(), prepare: func(in *Input) { in.User = "" },
			want: []string{"cannot be decided without the requesting user"}},
		// Year 1 is a time: access is decided at it, not skipped.
		{name: "year 0001 is a time", verdict: Fail, answer: msa(), prepare: func(in *Input) { in.At = time.Time{} },
			want: []string{"cites VLT-0004"}, absent: []string{"cannot be decided"}},
		{name: "the response's user overriding the case's is said", verdict: Pass,
			answer: fixture.NewAnswer("[VLT-0001]").Cite("VLT-0001", cite.Citation{Kind: cite.KindVault, DocID: "VLT-0001"}).Answer(),
			prepare: func(in *Input) {
				in.Case.User = "u-9"
				in.Asker = Asker{User: "u-1", UserSource: "response", At: in.At, AtSource: "case"}
			},
			want: []string{"The response's user u-1 overrides the case's user u-9."}},
		{name: "--user and --at overriding the case are said", verdict: Pass,
			answer: fixture.NewAnswer("[VLT-0001]").Cite("VLT-0001", cite.Citation{Kind: cite.KindVault, DocID: "VLT-0001"}).Answer(),
			prepare: func(in *Input) {
				in.Case.User, in.Case.AskedAt = "u-9", fixture.TimeP(in.At.Add(-time.Hour))
				in.Asker = Asker{User: "u-1", UserSource: "flag", At: in.At, AtSource: "flag"}
			},
			want: []string{"--user u-1 overrides the case's user u-9; --at 2026-06-15T14:00:00Z overrides the case's time 2026-06-15T13:00:00Z."}},
		{name: "no override, nothing said", verdict: Pass,
			answer: fixture.NewAnswer("[VLT-0001]").Cite("VLT-0001", cite.Citation{Kind: cite.KindVault, DocID: "VLT-0001"}).Answer(),
			prepare: func(in *Input) {
				in.Case.User, in.Asker = "u-1", Asker{User: "u-1", UserSource: "response", At: in.At, AtSource: "case"}
			},
			absent: []string{"overrides"}},
		{name: "unresolved is C-001's", verdict: Pass, want: []string{"cites no Vault document"},
			answer: fixture.NewAnswer("[VLT-0099]").Cite("VLT-0099", cite.Citation{Kind: cite.KindVault, DocID: "VLT-0099"}).Answer()},
		{name: "ambiguous, every candidate readable", verdict: Pass,
			answer: fixture.NewAnswer("*Jones*").Cite("*Jones*", cite.Citation{Kind: cite.KindTitle, Name: "Jones"}).Answer()},
	})
}
