"""Places named in English that say which side of the border a person or their machines are on: the
mainland's cities in pinyin ("a state-owned plant in Suzhou") and the states and provinces of North America
("I live in Ohio"). The keyword reader's region patterns take these beside the names they list themselves."""

from __future__ import annotations

# mainland cities in pinyin that the region pattern does not already name ("beijing", "shanghai", …)
CN_CITIES_EN = (
    r"suzhou|wuhan|nanjing|xi'?an|tianjin|chongqing|hefei|changsha|zhengzhou|qingdao|xiamen|jinan|fuzhou"
    r"|dongguan|foshan|wuxi|ningbo|guiyang|kunming|nanchang|shenyang|dalian|harbin|changchun|shijiazhuang"
    r"|taiyuan|lanzhou|nanning|haikou|urumqi|hohhot|zhuhai|wenzhou|shaoxing|jiaxing|changzhou|nantong"
    r"|xuzhou|yantai|weifang|zhongshan|huizhou|quanzhou|tangshan|baotou|ordos|zhangjiakou|ulanqab"
    r"|guangdong|zhejiang|jiangsu|sichuan|hubei|hunan|henan|hebei|shandong|shanxi|shaanxi|anhui|fujian"
    r"|jiangxi|yunnan|guizhou|guangxi|liaoning|jilin|heilongjiang|inner mongolia|ningxia|xinjiang")

# the states of the US and the provinces of Canada (the pattern already has texas, california, virginia,
# oregon, and the largest cities); "washington" and "georgia" are left out, being a person's and a
# country's name too
NORTH_AMERICA = (
    r"alabama|alaska|arizona|arkansas|colorado|connecticut|delaware|florida|hawaii|idaho|illinois|indiana"
    r"|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri"
    r"|montana|nebraska|nevada|new hampshire|new jersey|new mexico|north carolina|north dakota|ohio"
    r"|oklahoma|pennsylvania|rhode island|south carolina|south dakota|tennessee|utah|vermont"
    r"|west virginia|wisconsin|wyoming|ontario|quebec|british columbia|alberta|manitoba|saskatchewan"
    r"|nova scotia")
