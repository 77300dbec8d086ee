#!/bin/sh
# Writes the legacy-encoding fixtures of encoding_test.go with iconv, the
# way a court site's windows-1252 page and a Windows "Unicode" (UTF-16)
# text file come to be: the UTF-8 text below, converted. Run from this
# folder. Ground truth: each file reads as the UTF-8 text it came from
# (encoding_test.go, TestLegacyEncodingFiles).
set -eu
cat > /tmp/opinion-1252.utf8.html <<'HTML'
<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1252">
<title>Slip opinion</title></head>
<body><h2>II. DISCUSSION</h2>
<p>The clause provides that “any dispute shall be resolved exclusively in the courts of London” — a mandatory clause.</p>
<p><span class="star-pagination">*12</span> Under § 1404(a), the clause is given controlling weight; ¶ 3 of the agreement says so.</p>
</body></html>
HTML
iconv -f UTF-8 -t WINDOWS-1252 /tmp/opinion-1252.utf8.html > opinion-windows-1252.html
printf 'Section 4. Term. The term is five years.\r\n\r\n§ 4.1 Either party may renew it for “one further year”.\r\n' | iconv -f UTF-8 -t UTF-16 > notes-utf16.txt
rm /tmp/opinion-1252.utf8.html
