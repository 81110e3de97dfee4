#!/usr/bin/env python3
"""Generates MockData.json's `currencies` (ISO 4217, active codes) and `exchange_rates` (USD quotes, 120 days).

Run once from the package folder: `python3 MockData/tools/generate_exchange.py`. Deterministic (fixed seed),
so running it again writes the same values. Only those two keys of MockData/MockData.json are rewritten.

The last 30 days of the seven currencies the data used before (INR, USD, EUR, GBP, AED, SGD, JPY) come from the
old INR-based table: quote(X) = rate(X) × quote(INR) with quote(INR) = 1 / rate(USD) to 10 decimals, so every
cross rate between two of them except USD is exactly the old one and converted amounts do not change.
"""
import json
import random
from datetime import date, timedelta
from decimal import Decimal, ROUND_HALF_EVEN, getcontext
from pathlib import Path

getcontext().prec = 40
PATH = Path(__file__).resolve().parent.parent / "MockData.json"
AS_OF = "2026-11-20"
DAYS = 120

# code, name, minor units, symbol ("" when no symbol is common)
ISO = """AED|UAE Dirham|2|AED
AFN|Afghani|2|؋
ALL|Lek|2|
AMD|Armenian Dram|2|֏
AOA|Kwanza|2|Kz
ARS|Argentine Peso|2|
AUD|Australian Dollar|2|A$
AWG|Aruban Florin|2|
AZN|Azerbaijan Manat|2|₼
BAM|Convertible Mark|2|KM
BBD|Barbados Dollar|2|
BDT|Taka|2|৳
BHD|Bahraini Dinar|3|
BIF|Burundi Franc|0|
BMD|Bermudian Dollar|2|
BND|Brunei Dollar|2|
BOB|Boliviano|2|Bs
BOV|Mvdol|2|
BRL|Brazilian Real|2|R$
BSD|Bahamian Dollar|2|
BTN|Ngultrum|2|
BWP|Pula|2|P
BYN|Belarusian Ruble|2|
BZD|Belize Dollar|2|
CAD|Canadian Dollar|2|C$
CDF|Congolese Franc|2|
CHE|WIR Euro|2|
CHF|Swiss Franc|2|CHF
CHW|WIR Franc|2|
CLF|Unidad de Fomento|4|
CLP|Chilean Peso|0|
CNY|Yuan Renminbi|2|CN¥
COP|Colombian Peso|2|
COU|Unidad de Valor Real|2|
CRC|Costa Rican Colon|2|₡
CUP|Cuban Peso|2|
CVE|Cabo Verde Escudo|2|
CZK|Czech Koruna|2|Kč
DJF|Djibouti Franc|0|
DKK|Danish Krone|2|kr
DOP|Dominican Peso|2|
DZD|Algerian Dinar|2|
EGP|Egyptian Pound|2|E£
ERN|Nakfa|2|
ETB|Ethiopian Birr|2|
EUR|Euro|2|€
FJD|Fiji Dollar|2|
FKP|Falkland Islands Pound|2|
GBP|Pound Sterling|2|£
GEL|Lari|2|₾
GHS|Ghana Cedi|2|₵
GIP|Gibraltar Pound|2|
GMD|Dalasi|2|
GNF|Guinean Franc|0|
GTQ|Quetzal|2|Q
GYD|Guyana Dollar|2|
HKD|Hong Kong Dollar|2|HK$
HNL|Lempira|2|
HTG|Gourde|2|
HUF|Forint|2|Ft
IDR|Rupiah|2|Rp
ILS|New Israeli Sheqel|2|₪
INR|Indian Rupee|2|₹
IQD|Iraqi Dinar|3|
IRR|Iranian Rial|2|
ISK|Iceland Krona|0|
JMD|Jamaican Dollar|2|
JOD|Jordanian Dinar|3|
JPY|Yen|0|¥
KES|Kenyan Shilling|2|KSh
KGS|Som|2|
KHR|Riel|2|៛
KMF|Comorian Franc|0|
KPW|North Korean Won|2|
KRW|Won|0|₩
KWD|Kuwaiti Dinar|3|
KYD|Cayman Islands Dollar|2|
KZT|Tenge|2|₸
LAK|Lao Kip|2|₭
LBP|Lebanese Pound|2|
LKR|Sri Lanka Rupee|2|Rs
LRD|Liberian Dollar|2|
LSL|Loti|2|
LYD|Libyan Dinar|3|
MAD|Moroccan Dirham|2|
MDL|Moldovan Leu|2|
MGA|Malagasy Ariary|2|
MKD|Denar|2|
MMK|Kyat|2|
MNT|Tugrik|2|₮
MOP|Pataca|2|
MRU|Ouguiya|2|
MUR|Mauritius Rupee|2|
MVR|Rufiyaa|2|
MWK|Malawi Kwacha|2|
MXN|Mexican Peso|2|MX$
MXV|Mexican Unidad de Inversion (UDI)|2|
MYR|Malaysian Ringgit|2|RM
MZN|Mozambique Metical|2|
NAD|Namibia Dollar|2|
NGN|Naira|2|₦
NIO|Cordoba Oro|2|
NOK|Norwegian Krone|2|kr
NPR|Nepalese Rupee|2|Rs
NZD|New Zealand Dollar|2|NZ$
OMR|Rial Omani|3|
PAB|Balboa|2|
PEN|Sol|2|S/
PGK|Kina|2|
PHP|Philippine Peso|2|₱
PKR|Pakistan Rupee|2|Rs
PLN|Zloty|2|zł
PYG|Guarani|0|₲
QAR|Qatari Rial|2|
RON|Romanian Leu|2|lei
RSD|Serbian Dinar|2|
RUB|Russian Ruble|2|₽
RWF|Rwanda Franc|0|
SAR|Saudi Riyal|2|
SBD|Solomon Islands Dollar|2|
SCR|Seychelles Rupee|2|
SDG|Sudanese Pound|2|
SEK|Swedish Krona|2|kr
SGD|Singapore Dollar|2|S$
SHP|Saint Helena Pound|2|
SLE|Leone|2|
SOS|Somali Shilling|2|
SRD|Surinam Dollar|2|
SSP|South Sudanese Pound|2|
STN|Dobra|2|
SVC|El Salvador Colon|2|
SYP|Syrian Pound|2|
SZL|Lilangeni|2|
THB|Baht|2|฿
TJS|Somoni|2|
TMT|Turkmenistan New Manat|2|
TND|Tunisian Dinar|3|
TOP|Pa’anga|2|
TRY|Turkish Lira|2|₺
TTD|Trinidad and Tobago Dollar|2|
TWD|New Taiwan Dollar|2|NT$
TZS|Tanzanian Shilling|2|
UAH|Hryvnia|2|₴
UGX|Uganda Shilling|0|
USD|US Dollar|2|$
USN|US Dollar (Next day)|2|
UYI|Uruguay Peso en Unidades Indexadas (UI)|0|
UYU|Peso Uruguayo|2|
UYW|Unidad Previsional|4|
UZS|Uzbekistan Sum|2|
VED|Bolívar Soberano|2|
VES|Bolívar Soberano|2|
VND|Dong|0|₫
VUV|Vatu|0|
WST|Tala|2|
XAF|CFA Franc BEAC|0|
XCD|East Caribbean Dollar|2|
XCG|Caribbean Guilder|2|
XOF|CFA Franc BCEAO|0|
XPF|CFP Franc|0|
YER|Yemeni Rial|2|
ZAR|Rand|2|R
ZMW|Zambian Kwacha|2|
ZWG|Zimbabwe Gold|2|"""

# Latest USD quotes (units per US dollar) of the currencies the old table did not have.
NEW_QUOTES = {
    "AUD": "1.5342", "CAD": "1.3968", "CHF": "0.8824", "CNY": "7.1135", "HKD": "7.7812", "NZD": "1.7421",
    "SEK": "10.6215", "NOK": "11.0837", "DKK": "6.9104", "ZAR": "18.1240", "BRL": "5.8034", "MXN": "20.1850",
    "KRW": "1398", "THB": "34.215", "MYR": "4.4710", "IDR": "15862", "PHP": "58.315", "SAR": "3.7502",
    "QAR": "3.6410", "KWD": "0.3074", "BHD": "0.377", "OMR": "0.3850", "TRY": "34.5120", "PLN": "4.0125",
    "CZK": "23.4410", "HUF": "385.62", "ILS": "3.7140", "EGP": "49.3150", "PKR": "278.40", "BDT": "119.50",
    "LKR": "292.85", "NPR": "135.05", "KES": "129.20", "NGN": "1665.40", "VND": "25385", "TWD": "32.485",
}
OLD = ["USD", "EUR", "GBP", "AED", "SGD", "JPY"]


def main():
    data = json.loads(PATH.read_text(), parse_float=Decimal)
    currencies = []
    for line in ISO.splitlines():
        code, name, minor, symbol = line.split("|")
        entry = {"code": code, "name": name, "minor_units": int(minor)}
        if symbol:
            entry["symbol"] = symbol
        currencies.append(entry)
    old = data["exchange_rates"]
    assert old["as_of"] == AS_OF
    if old["base"] == "USD":  # already generated: keep the derived last 30 days, regenerate the rest
        derived = {rate["code"]: rate["history"][-30:] for rate in old["rates"] if rate["code"] in OLD + ["INR"]}
        inr = derived["INR"]
        old_history = {code: [v / q for v, q in zip(values, inr)] for code, values in derived.items() if code != "INR"}
        old_history["USD"] = [1 / q for q in inr]
    else:
        assert old["base"] == "INR"
        old_history = {rate["code"]: rate["history"] for rate in old["rates"]}
        inr = [(Decimal(1) / v).quantize(Decimal("1e-10"), ROUND_HALF_EVEN) for v in old_history["USD"]]
    rng = random.Random(4217)
    rates = []
    codes = ["INR"] + [c for c in OLD if c != "USD"] + sorted(NEW_QUOTES)
    for code in codes:
        if code == "INR":
            recent = inr
        elif old["base"] == "USD" and code in derived:
            recent = derived[code]
        elif code in old_history:
            recent = [r * q for r, q in zip(old_history[code], inr)]
        else:
            recent = [Decimal(NEW_QUOTES[code])]
        history = list(recent)
        while len(history) < DAYS:  # walk back in time from the oldest known day
            step = Decimal(str(rng.gauss(0, 0.003)))
            previous = history[0] / (1 + step)
            history.insert(0, round_significant(previous, 6))
        rates.append({"code": code, "rate": history[-1], "history": history})
    text = PATH.read_text()
    begin = text.index('  "currencies": [')
    finish = text.index('  "support": {')
    section = '  "currencies": ' + currency_json(currencies) + ',\n  "exchange_rates": ' + rates_json(rates) + ',\n'
    PATH.write_text(text[:begin] + section + text[finish:])


def round_significant(value, digits):
    exponent = value.adjusted() - digits + 1
    return value.quantize(Decimal(1).scaleb(exponent), ROUND_HALF_EVEN).normalize()


def number(value):
    return format(value.normalize(), "f")


def currency_json(currencies):
    lines = ["    " + json.dumps(entry, ensure_ascii=False) for entry in currencies]
    return "[\n" + ",\n".join(lines) + "\n  ]"


def rates_json(rates):
    entries = []
    for rate in rates:
        history = ", ".join(number(v) for v in rate["history"])
        entries.append('      {"code": "%s", "rate": %s,\n       "history": [%s]}' % (rate["code"], number(rate["rate"]), history))
    return '{\n    "base": "USD",\n    "as_of": "%s",\n    "rates": [\n%s\n    ]\n  }' % (AS_OF, ",\n".join(entries))


if __name__ == "__main__":
    main()
