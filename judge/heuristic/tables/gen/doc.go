// Command gen writes the heuristic judge's WordNet synonym table
// (../wordnet_synonyms.txt) from a local Princeton WordNet 3.0 database
// (Debian's wordnet-base, /usr/share/wordnet) and nothing else.
//
// The vocabulary is WordNet's own, never the text of a Vault: every
// single-word verb and adjective lemma is read, so a paraphrase in an
// area of law no fixture touches gets the same synonyms as one in the
// fixtures' areas. What keeps the table small and safe is which senses
// count, not which words:
//
//   - Only a lemma's dominant senses are kept: the first sense when
//     annotators tagged it at least minTag times (the SemCor counts in
//     cntlist.rev), and any later sense tagged at least half as often as
//     the first. A lemma tagged more often as another part of speech has
//     none ("state" is a noun in legal prose, not "say").
//   - A synset member joins a group only when that synset is also one of
//     the member's own dominant senses, so "bar" does not bring in
//     "block" through a sense of "bar" that lawyers never mean.
//   - The one exception is a member with no other sense at all (one
//     sense in this part of speech, never tagged as another): it cannot
//     bring in a wrong sense, so it joins without tag evidence. That lets
//     in legal words SemCor's general prose hardly uses ("rescind",
//     "protract", "penalize", "entrust"); a group still needs one member
//     whose tagged dominant sense it is, so two rare words alone
//     ("sublet", "sublease") make no group.
//   - Multi-word lemmas are dropped (the alignment compares single
//     words), so are numerals ("three 3 iii": numbers are the fact rules'
//     business), and so is a member that is an irregular form of another
//     verb ("found" of find).
//
// A group therefore holds only lemmas that pass one of these rules
// themselves: the hand synonym table's words (../../words.go), which
// earlier versions read as extra vocabulary, add nothing, and no word
// list is read.
//
// Verbs are written with their inflected forms (WordNet's exception list
// for irregular ones), so short verbs the light stemmer leaves alone
// ("lets", "barred") still meet their lemma; an irregular form that is a
// word in its own right used more often than its verb ("rent" of rend,
// "ground" of grind) is not written, so the rent a tenant owes keeps its
// key.
//
// The judge merges the groups first come first served (a group sharing a
// stem with an earlier one is skipped whole, so senses never chain), so
// the table is ordered by use: the group whose members annotators tagged
// most often in that sense comes first, and "bear endure tolerate" keeps
// "endure" against "abiding enduring".
//
// Usage, from the repository root, after apt-get install wordnet-base:
//
//	go run ./judge/heuristic/tables/gen -out judge/heuristic/tables/wordnet_synonyms.txt
//
// The output is deterministic (ties in use are broken by the words);
// TestTableIsReproducible regenerates it and compares. The WordNet
// licence is in ../WORDNET-LICENSE.txt, beside the table.
package main
