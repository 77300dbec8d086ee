package vault

import (
	"fmt"
	"testing"
	"time"
)

// BenchmarkLazySections is what the extractor's tables and the grants
// by document add to a build, for documents named as the scale Vault's
// (vaulttest.ScaleSource: a caption, an alias, a citation, a file name
// and one or two grants each; no text, which these sections do not
// read).
//
//	go test ./vault -run '^$' -bench LazySections -benchtime 3x
func BenchmarkLazySections(b *testing.B) {
	for _, n := range []int{10000, 100000} {
		src := &Source{}
		for i := 1; i <= n; i++ {
			id := fmt.Sprintf("SYN-%06d", i)
			src.Documents = append(src.Documents, &Document{ID: id, Title: fmt.Sprintf("Party%d v. Other%d Corp.", i, i),
				Filename: fmt.Sprintf("syn-%06d.pdf", i), Citations: []string{fmt.Sprintf("%d F.4th %d", i%999+1, i)}, Aliases: []string{fmt.Sprintf("Party%d", i)}})
			src.Grants = append(src.Grants, &Grant{Doc: id, Principal: "*", Effect: Allow, Line: i})
			if i%50 == 0 {
				src.Grants = append(src.Grants, &Grant{Doc: id, Principal: fmt.Sprintf("user:u-%03d", i%7+1), Effect: Deny, From: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), Line: n + i})
			}
		}
		b.Run(fmt.Sprintf("docs=%d", n), func(b *testing.B) {
			size := 0
			for b.Loop() {
				hdr := make([]uint64, metaHeaderWords)
				size = 0
				if err := encodeLazySections(src, hdr, func(p []byte) uint64 { size += len(p); return 0 }); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(size)/1e6, "MB")
		})
	}
}
