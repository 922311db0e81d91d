#!/usr/bin/env python3
"""A held-out labeled address book: three clients' exports of the same people, and which cards are one person.

Written apart from the project's own generator (Benchmarks/PeopleGenerator) and from its linking
rules, in other code with other data (Faker's names, companies and addresses per locale; pypinyin,
iuliia, korean-romanizer, name-variants and arabic-name-romanizer for Latin spellings), so that a
score measured on it says how linking does on address books it was not tuned on.

    .venv-tools/bin/python Benchmarks/heldout/generate.py --out /tmp/heldout-1 --seed 1 [--people 2500] [--duplicates 0.3]

Writes into the folder:
  iphone.vcf, gmail.vcf, outlook.vcf   one file per source (vCard 3.0, 3.0, 2.1), cards in random order
  labels.tsv       source, uid, person: every card (the truth)
  people.tsv       person, culture, cards, evidence, cases: every person with two or more cards
  negatives.tsv    kind, people: groups of different people made to look alike (must not be linked)

Cases (people.tsv, comma-separated) name how a person's cards differ: `script` and `script:<culture>`
(one card in the native script, another in Latin letters), `spelling` (two different Latin spellings
of a non-Latin name), `typo`, `swap` (N's given and family swapped, FN as "Family, Given"),
`capitals` (all upper or lower case), `accents` (accents dropped or umlauts spelt out on one card),
`sameFile` (two cards in one file with different UIDs), `ordinary` (none of these).
Evidence names what the weakest pair of the person's cards shares, in the vocabulary of
LinkEvaluation: sharedUID, emailAndPhone, email, phone, nameAndOrganization, nameAndBirthday,
nameAndAddress, nameOnly.
Negative kinds: namesakesAtCompany (same name, same company, sharing only its switchboard),
sameFileNamesakes (three cards in one file: same name and organisation, different UIDs and people),
sameName, family (shared landline, address and maybe email).
"""

import argparse
from dataclasses import dataclass, field
import os
import random
import sys
import uuid

from faker import Faker
from unidecode import unidecode

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cards import SOURCES, Card, render  # noqa: E402
from names import CULTURES, FAMILY_FIRST, NON_LATIN, Name, make_name  # noqa: E402
from phones import CULTURE_COUNTRIES, Phone, new_phone  # noqa: E402
import variations  # noqa: E402

EVIDENCE_ORDER = ["nameOnly", "nameAndAddress", "nameAndBirthday", "nameAndOrganization", "phone", "email",
                  "emailAndPhone", "sharedUID"]


@dataclass
class Company:
    culture: str
    name: str
    latin_name: str
    domain: str
    switchboard: Phone
    address: tuple


@dataclass
class Person:
    id: int
    culture: str
    gender: str
    name: Name
    country: str
    emails: list = field(default_factory=list)  # (address, kind)
    mobile: Phone = None
    home: Phone = None
    work: Phone = None
    company: Company = None
    title: str = ""
    birthday: tuple = None
    address: tuple = None
    latin_address: tuple = None
    organization: bool = False


class Generator:
    def __init__(self, seed: int, people: int, duplicates: float):
        self.rng = random.Random(seed)
        self.target = people
        self.duplicate_rate = duplicates
        self.fakers = {}
        for index, (code, locale, _weight, _native) in enumerate(CULTURES):
            faker = Faker(locale)
            faker.seed_instance(seed * 1000 + index)
            self.fakers[code] = faker
        self.english = Faker("en_US")
        self.english.seed_instance(seed * 1000 + 999)
        self.used_phones = set()
        self.used_emails = set()
        self.people = []
        self.negatives = []  # (kind, [person ids])
        self.companies = {}
        self.organization_cards = set()  # companies (by id()) that have their own card
        self.international = [self._company(None) for _ in range(max(3, people // 150))]

    # MARK: - People

    def culture(self) -> str:
        return self.rng.choices([c[0] for c in CULTURES], [c[2] for c in CULTURES])[0]

    def _company(self, culture) -> Company:
        faker = self.fakers[culture] if culture else self.english
        name = faker.company()
        latin = name if culture not in NON_LATIN else unidecode(name).strip()
        if culture in ("ja", "zh", "ko", "ar"):
            latin = self.english.company()
        stem = "".join(ch for ch in unidecode(latin).lower() if ch.isalnum())[:14] or "firm"
        domain = f"{stem}.{self.rng.choice(['com', 'net', 'co', 'org', 'io'])}"
        country = self.rng.choice(CULTURE_COUNTRIES[culture or "en"])
        return Company(culture or "en", name, latin, domain, new_phone(country, False, self.rng, self.used_phones),
                       self._address(faker))

    def company_for(self, culture: str) -> Company:
        if self.rng.random() < 0.3:
            return self.rng.choice(self.international)
        pool = self.companies.setdefault(culture, [])
        wanted = max(3, int(self.target * 0.02))
        if len(pool) < wanted and (not pool or self.rng.random() < 0.5):
            pool.append(self._company(culture))
        return self.rng.choice(pool)

    def _address(self, faker: Faker) -> tuple:
        return (faker.street_address().replace("\n", " "), faker.city(), faker.postcode(), "")

    def _email(self, local: str, domain: str) -> str:
        local = "".join(ch for ch in unidecode(local).lower() if ch.isalnum() or ch in "._-").strip("._-") or "contact"
        address = f"{local}@{domain}"
        counter = 1
        while address in self.used_emails:
            counter += 1
            address = f"{local}{counter}@{domain}"
        self.used_emails.add(address)
        return address

    def person(self, culture: str, name: Name = None, family: str = None, employed: bool = None) -> Person:
        faker = self.fakers[culture]
        gender = self.rng.choice("mf")
        if name is None:
            name = make_name(culture, faker, gender, self.rng)
            if family is not None:
                name.family = family
        person = Person(len(self.people), culture, gender, name, self.rng.choice(CULTURE_COUNTRIES[culture]))
        given, fam, _ = name.primary_latin()
        free = faker.free_email_domain()
        if self.rng.random() < 0.85:
            local = self.rng.choice([f"{given}.{fam}", f"{given}{fam}", f"{given[:1]}{fam}", f"{fam}.{given}",
                                     f"{given}{self.rng.randint(1, 99)}"])
            person.emails.append((self._email(local, free), "home"))
        if self.rng.random() < 0.95:
            person.mobile = new_phone(person.country, True, self.rng, self.used_phones)
        if self.rng.random() < 0.25:
            person.home = new_phone(person.country, False, self.rng, self.used_phones)
        if employed is None and self.rng.random() < 0.45:
            self.employ(person, self.company_for(culture))
        if self.rng.random() < 0.15:
            person.emails.append((self._email(f"{given}.{self.rng.randint(100, 999)}", self.english.free_email_domain()), "other"))
        if self.rng.random() < 0.55:
            date = faker.date_of_birth(minimum_age=18, maximum_age=85)
            person.birthday = (date.year, date.month, date.day)
        if self.rng.random() < 0.6:
            person.address = self._address(faker)
            person.latin_address = tuple(unidecode(part) for part in person.address)
        self.people.append(person)
        return person

    def employ(self, person: Person, company: Company, work_phone: str = None):
        person.company = company
        person.title = self.fakers[person.culture].job() if self.rng.random() < 0.5 else ""
        given, family, _ = person.name.primary_latin()
        if self.rng.random() < 0.7:
            person.emails.append((self._email(f"{given}.{family}", company.domain), "work"))
        kind = work_phone or self.rng.choices(["extension", "switchboard", "direct"], [35, 25, 40])[0]
        if kind == "extension":
            person.work = company.switchboard.with_extension(str(self.rng.randint(100, 4999)))
        elif kind == "switchboard":
            person.work = company.switchboard
        else:
            person.work = new_phone(company.switchboard.country, False, self.rng, self.used_phones)

    # MARK: - Hard negatives

    def namesakes_at_company(self):
        culture = self.culture()
        first = self.person(culture, employed=True)
        company = self.company_for(culture)
        self.employ(first, company, "switchboard")
        second = self.person(culture, name=first.name, employed=True)
        self.employ(second, company, "switchboard")
        self.negatives.append(("namesakesAtCompany", [first.id, second.id]))

    def same_file_namesakes(self):
        culture = self.culture()
        company = self.company_for(culture)
        first = self.person(culture, employed=True)
        group = [first] + [self.person(culture, name=first.name, employed=True) for _ in range(2)]
        for person in group:
            self.employ(person, company, self.rng.choice(["switchboard", "extension", "direct"]))
        self.negatives.append(("sameFileNamesakes", [p.id for p in group]))
        return group

    def same_name(self):
        culture = self.culture()
        first = self.person(culture)
        second = self.person(culture, name=first.name)
        self.negatives.append(("sameName", [first.id, second.id]))

    def family(self):
        culture = self.culture()
        first = self.person(culture)
        members = [first]
        for _ in range(self.rng.choice([1, 1, 2, 3])):
            member = self.person(culture, family=first.name.family)
            if culture == "ja":
                member.name.family_kana, member.name.family_romaji = first.name.family_kana, first.name.family_romaji
            member.name._primary = None
            members.append(member)
        landline = new_phone(first.country, False, self.rng, self.used_phones)
        shared_email = None
        if self.rng.random() < 0.3:
            shared_email = self._email(f"{first.name.primary_latin()[1]}s", self.fakers[culture].free_email_domain())
        for member in members:
            member.home = landline
            member.address, member.latin_address = first.address, first.latin_address
            if shared_email:
                member.emails.append((shared_email, "home"))
        if len(members) > 2 and self.rng.random() < 0.3:
            members[2].birthday = members[1].birthday  # twins
        self.negatives.append(("family", [m.id for m in members]))

    def organization(self):
        culture = self.culture()
        company = self.company_for(culture)
        if id(company) in self.organization_cards:
            # One card per company: another card for the same company would be the same "person".
            company = self._company(culture)
            self.companies.setdefault(culture, []).append(company)
        self.organization_cards.add(id(company))
        person = Person(len(self.people), culture, "", Name(culture, "", ""), company.switchboard.country,
                        organization=True, company=company)
        person.emails.append((f"info@{company.domain}", "work"))
        person.work = company.switchboard
        person.address = company.address
        person.latin_address = tuple(unidecode(p) for p in company.address)
        self.people.append(person)

    # MARK: - Cards

    def build(self):
        n = self.target
        same_file_groups = []
        plan = (["namesakesAtCompany"] * round(n * 0.01) + ["sameFileNamesakes"] * round(n * 0.004)
                + ["sameName"] * round(n * 0.0075) + ["family"] * round(n * 0.012) + ["organization"] * round(n * 0.015))
        self.rng.shuffle(plan)
        for kind in plan:
            if len(self.people) >= n:
                break
            if kind == "namesakesAtCompany":
                self.namesakes_at_company()
            elif kind == "sameFileNamesakes":
                same_file_groups.append(self.same_file_namesakes())
            elif kind == "sameName":
                self.same_name()
            elif kind == "family":
                self.family()
            else:
                self.organization()
        while len(self.people) < n:
            self.person(self.culture())

        in_same_file_group = {p.id for group in same_file_groups for p in group}
        pool = [p for p in self.people if p.id not in in_same_file_group]
        duplicated = set(p.id for p in self.rng.sample(pool, round(len(pool) * self.duplicate_rate)))
        copies = {}  # person id → [(source, uid)]
        cards = {s: [] for s in SOURCES}
        self.labels = []
        self.copy_traits = {}  # (person, uid) → traits
        for person in self.people:
            if person.id in in_same_file_group:
                continue
            if person.id in duplicated:
                sources = self.rng.sample(SOURCES, self.rng.choices([2, 3], [70, 30])[0])
            else:
                sources = self.rng.choices(SOURCES, [40, 35, 25])
            synced = person.id in duplicated and "iphone" in sources and "gmail" in sources and self.rng.random() < 0.06
            synced_uid = str(uuid.UUID(int=self.rng.getrandbits(128), version=4)).upper()
            if self.rng.random() < 0.015 and not person.organization:
                sources = sources + [self.rng.choice(sources)]  # saved twice in one address book
            for index, source in enumerate(sources):
                same_file_copy = index > 0 and source in sources[:index]
                # A second card in one file is another card: it never has the synced UID again.
                uid = synced_uid if synced and source in ("iphone", "gmail") and not same_file_copy else self.uid(source)
                card, traits = self.card(person, source, uid, force_shared=same_file_copy)
                traits["sameFile"] = same_file_copy
                cards[source].append(render(source, card, self.rng))
                self.labels.append((source, uid, person.id))
                copies.setdefault(person.id, []).append((source, uid, traits))
        for group in same_file_groups:
            source = self.rng.choice(SOURCES)
            for person in group:
                uid = self.uid(source)
                card, traits = self.card(person, source, uid, keep_organization=True)
                cards[source].append(render(source, card, self.rng))
                self.labels.append((source, uid, person.id))
                copies.setdefault(person.id, []).append((source, uid, traits))
        self.cards = cards
        self.copies = copies

    def uid(self, source: str) -> str:
        value = uuid.UUID(int=self.rng.getrandbits(128), version=4)
        if source == "iphone":
            return str(value).upper()
        if source == "gmail":
            return value.hex[:16]
        return "{" + str(value) + "}"

    def card(self, person: Person, source: str, uid: str, force_shared=False, keep_organization=False):
        rng = self.rng
        card = Card(uid=uid)
        traits = {"script": "native", "typo": False, "swap": False, "capitals": False, "accents": "kept", "spelling": None,
                  "emails": set(), "phones": set(), "organization": False, "birthday": None, "address": False}
        native = not person.name.non_latin or rng.random() < 0.5
        if person.organization:
            company = person.company
            card.organization = True
            card.company = company.name if native else company.latin_name
            card.formatted = card.company
            native = True
        else:
            self.name_on(card, person, source, native, traits)
        traits["script"] = "native" if native else "latin"

        # Details: each card has its own subset, written its own way.
        include = {"iphone": 1.0, "gmail": 1.0, "outlook": 1.1}[source]
        # The way one reaches a person (their mobile, else their email) is on nearly every card of them.
        main = person.mobile if person.mobile is not None else (person.emails[0][0] if person.emails else None)
        for address, kind in person.emails:
            p = 0.9 if address == main else {"home": 0.7, "work": 0.45 * include, "other": 0.3}[kind]
            if person.organization or rng.random() < p:
                written = address if rng.random() < 0.9 else _recase(address, rng)
                card.emails.append((written, kind))
                traits["emails"].add(address)
        style = {"iphone": "any", "gmail": "international" if rng.random() < 0.7 else "any",
                 "outlook": "national" if rng.random() < 0.6 else "international"}[source]
        for phone, kind, p in ((person.mobile, "cell", 0.9), (person.home, "home", 0.35), (person.work, "work", 0.5 * include)):
            if phone is not None and (person.organization or rng.random() < p):
                card.phones.append((phone.written(style, rng), "main" if person.organization else kind))
                traits["phones"].add(phone)
        if force_shared and not traits["emails"] and not traits["phones"]:
            if person.emails:
                card.emails.append((person.emails[0][0], person.emails[0][1]))
                traits["emails"].add(person.emails[0][0])
            elif person.mobile:
                card.phones.append((person.mobile.written(style, rng), "cell"))
                traits["phones"].add(person.mobile)
        if person.company and not person.organization and (keep_organization or rng.random() < 0.65 * include):
            card.company = person.company.name if native or person.company.culture not in NON_LATIN else person.company.latin_name
            card.title = person.title if rng.random() < 0.6 else ""
            traits["organization"] = True
        if person.birthday and rng.random() < 0.4:
            year, month, day = person.birthday
            if source != "outlook" and rng.random() < 0.25:
                year = None
            if year or source != "outlook":
                card.birthday = (year, month, day)
                traits["birthday"] = (month, day)
        if person.address and rng.random() < (0.3 if not person.organization else 0.6):
            card.address = person.address if native else person.latin_address
            traits["address"] = True
        if rng.random() < 0.04:
            card.note = self.fakers[person.culture].sentence()
        return card, traits

    def name_on(self, card: Card, person: Person, source: str, native: bool, traits: dict):
        rng = self.rng
        name = person.name
        culture = person.culture
        if native:
            given, family, middle = name.given, name.family, name.middle
        else:
            given, family, middle = name.latin(rng)
            if (given, family) != name.primary_latin()[:2]:
                traits["spelling"] = (given, family)
            else:
                traits["spelling"] = name.primary_latin()[:2]
        if culture == "ru":
            middle = middle if rng.random() < (0.5 if native else 0.15) else ""
        elif culture in ("en", "gb") and middle:
            middle = rng.choices([middle, middle[0] + ".", ""], [40, 20, 40])[0]
        elif culture == "vi":
            middle = middle if rng.random() < 0.85 else ""
        if native and not name.non_latin and variations.has_accents(given + family + middle):
            roll = rng.random()
            if roll < 0.3:
                given, family, middle = (variations.strip_accents(x) for x in (given, family, middle))
                traits["accents"] = "stripped"
            elif roll < 0.4 and culture in ("de", "sv", "tr"):
                given, family, middle = (variations.expand_umlauts(x) for x in (given, family, middle))
                traits["accents"] = "expanded"
        typeable = not native or culture not in ("ja", "zh", "ko", "ar")
        if typeable and rng.random() < 0.05:
            given = variations.typo(given, rng)
            if len(given) >= 8 and rng.random() < 0.2:
                given = variations.typo(given, rng)
            traits["typo"] = True
        if typeable and rng.random() < 0.02:
            family = variations.typo(family, rng)
            traits["typo"] = True

        cjk_native = native and culture in ("ja", "zh", "ko")
        if cjk_native:
            joiner = "" if culture != "ja" or rng.random() < 0.5 else rng.choice([" ", "\u3000"])
            formatted = family + joiner + given
        elif culture in FAMILY_FIRST and rng.random() < (0.6 if culture == "vi" else 0.3):
            formatted = " ".join(x for x in (family, middle, given) if x)
        else:
            formatted = " ".join(x for x in (given, middle, family) if x)
        if source == "outlook" and rng.random() < 0.1 and not cjk_native:
            formatted = f"{family}, {given}" + (f" {middle}" if middle else "")
        if rng.random() < 0.04 and not cjk_native:
            # Given and family swapped in N, FN filed as "Family, Given" (a contact typed in the wrong fields).
            given, family = family, given
            formatted = f"{given}, {family}"
            traits["swap"] = True
        roll = rng.random()
        if roll < 0.03:
            given, family, middle, formatted = (x.upper() for x in (given, family, middle, formatted))
            traits["capitals"] = True
        elif roll < 0.04:
            given, family, middle, formatted = (x.lower() for x in (given, family, middle, formatted))
            traits["capitals"] = True
        card.given, card.family, card.middle, card.formatted = given, family, middle, formatted
        if native and culture == "ja" and source == "iphone" and rng.random() < 0.5:
            card.phonetic = (name.family_kana, name.given_kana)

    # MARK: - Labels

    def pair_evidence(self, a: dict, b: dict, same_uid: bool) -> str:
        if same_uid:
            return "sharedUID"
        email, phone = bool(a["emails"] & b["emails"]), bool(a["phones"] & b["phones"])
        if email and phone:
            return "emailAndPhone"
        if email:
            return "email"
        if phone:
            return "phone"
        if a["organization"] and b["organization"]:
            return "nameAndOrganization"
        if a["birthday"] and a["birthday"] == b["birthday"]:
            return "nameAndBirthday"
        if a["address"] and b["address"]:
            return "nameAndAddress"
        return "nameOnly"

    def pair_cases(self, culture: str, a: dict, b: dict) -> set:
        cases = set()
        if a["script"] != b["script"]:
            cases |= {"script", f"script:{culture}"}
        elif a["script"] == "latin" and culture in NON_LATIN and a["spelling"] != b["spelling"]:
            cases.add("spelling")
        if a["typo"] or b["typo"]:
            cases.add("typo")
        if a["swap"] or b["swap"]:
            cases.add("swap")
        if a["capitals"] or b["capitals"]:
            cases.add("capitals")
        if a["accents"] != b["accents"]:
            cases.add("accents")
        if a.get("sameFile") or b.get("sameFile"):
            cases.add("sameFile")
        return cases or {"ordinary"}

    def write(self, folder: str):
        os.makedirs(folder, exist_ok=True)
        for source in SOURCES:
            cards = list(self.cards[source])
            self.rng.shuffle(cards)
            with open(os.path.join(folder, f"{source}.vcf"), "w", encoding="utf-8", newline="") as file:
                file.write("".join(cards))
        with open(os.path.join(folder, "labels.tsv"), "w", encoding="utf-8") as file:
            file.write("source\tuid\tperson\n")
            for source, uid, person in self.labels:
                file.write(f"{source}\t{uid}\t{person}\n")
        counts = {}
        with open(os.path.join(folder, "people.tsv"), "w", encoding="utf-8") as file:
            file.write("person\tculture\tcards\tevidence\tcases\n")
            for person in self.people:
                copies = self.copies.get(person.id, [])
                if len(copies) < 2:
                    continue
                evidence, cases = "sharedUID", set()
                for i in range(len(copies)):
                    for j in range(i + 1, len(copies)):
                        (_, uid_a, a), (_, uid_b, b) = copies[i], copies[j]
                        kind = self.pair_evidence(a, b, uid_a == uid_b)
                        if EVIDENCE_ORDER.index(kind) < EVIDENCE_ORDER.index(evidence):
                            evidence = kind
                        cases |= self.pair_cases(person.culture, a, b)
                if len(cases) > 1:
                    cases.discard("ordinary")
                for case in cases:
                    counts[case] = counts.get(case, 0) + 1
                file.write(f"{person.id}\t{person.culture}\t{len(copies)}\t{evidence}\t{','.join(sorted(cases))}\n")
        with open(os.path.join(folder, "negatives.tsv"), "w", encoding="utf-8") as file:
            file.write("kind\tpeople\n")
            for kind, people in self.negatives:
                file.write(f"{kind}\t{','.join(map(str, people))}\n")
        return counts


def _recase(address: str, rng: random.Random) -> str:
    local, _, domain = address.partition("@")
    local = ".".join(part.capitalize() for part in local.split("."))
    return f"{local}@{domain.capitalize() if rng.random() < 0.5 else domain}"


def main():
    if os.environ.get("PYTHONHASHSEED") != "0":
        # Some of Faker's data are sets, whose order follows string hashing: fix it, or one seed
        # gives other cities and streets on every run.
        os.execve(sys.executable, [sys.executable] + sys.argv, {**os.environ, "PYTHONHASHSEED": "0"})
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", required=True, help="folder to write the .vcf files and labels into")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--people", type=int, default=2500)
    parser.add_argument("--duplicates", type=float, default=0.3, help="share of people in two or three sources")
    arguments = parser.parse_args()
    if arguments.people < 1 or not 0 <= arguments.duplicates <= 1:
        parser.error("--people must be positive and --duplicates between 0 and 1")
    generator = Generator(arguments.seed, arguments.people, arguments.duplicates)
    generator.build()
    counts = generator.write(arguments.out)
    cards = {s: len(c) for s, c in generator.cards.items()}
    print(f"{len(generator.people)} people, {sum(cards.values())} cards ({', '.join(f'{s} {n}' for s, n in cards.items())}) in {arguments.out}")
    print("people by case: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    kinds = {}
    for kind, people in generator.negatives:
        kinds[kind] = kinds.get(kind, 0) + 1
    print("negative groups: " + ", ".join(f"{k} {v}" for k, v in sorted(kinds.items())))


if __name__ == "__main__":
    main()
