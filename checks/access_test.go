package checks

import (
	"testing"
	"time"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/vault"
)

func TestAccessCheck(t *testing.T) {
	msa := func() *cite.Answer {
		return newAnswer("Acme-MSA.pdf, § 14.2").cite("Acme-MSA.pdf", cite.Citation{Kind: cite.KindFile, Identifier: "Acme-MSA.pdf"}).answer()
	}
	runCheckTable(t, NewAccessCheck(), []checkCase{
		{name: "readable", verdict: Pass, want: []string{"The one cited Vault document is readable by u-1 at 2026-06-15T14:00:00Z"},
			answer: newAnswer("[VLT-0001]").cite("VLT-0001", cite.Citation{Kind: cite.KindVault, DocID: "VLT-0001"}).answer()},
		{name: "ethical wall", verdict: Fail, answer: msa(),
			want: []string{`"Acme-MSA.pdf" (bytes 0-12) cites VLT-0004. an ethical wall denies u-1 (rule: deny user:u-1 (acl.jsonl:3)).`}},
		{name: "decision without a reason", verdict: Fail, answer: msa(), prepare: func(in *Input) {
			in.Vault.(*fakeVault).deny["VLT-0004"] = vault.Decision{Doc: "VLT-0004"}
		}, want: []string{"cites VLT-0004. u-1 may not read it at 2026-06-15T14:00:00Z."}},
		{name: "no user", verdict: Fail, answer: msa(), prepare: func(in *Input) { in.User = "" },
			want: []string{"cannot be decided without the requesting user and time"}},
		{name: "no time", verdict: Fail, answer: msa(), prepare: func(in *Input) { in.At = time.Time{} },
			want: []string{"cannot be decided"}},
		{name: "unresolved is C-001's", verdict: Pass, want: []string{"cites no Vault document"},
			answer: newAnswer("[VLT-0099]").cite("VLT-0099", cite.Citation{Kind: cite.KindVault, DocID: "VLT-0099"}).answer()},
		{name: "ambiguous, every candidate readable", verdict: Pass,
			answer: newAnswer("*Jones*").cite("*Jones*", cite.Citation{Kind: cite.KindTitle, Name: "Jones"}).answer()},
	})
}
